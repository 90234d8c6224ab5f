mod settlers;
