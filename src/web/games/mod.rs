pub mod wonderful;
