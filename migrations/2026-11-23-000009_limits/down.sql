DROP TABLE account_actions;
