"""What the steps share: the scenario's world, reading the store's files and the database the way
the documents name them, the suite's own servers and images, and the writer processes some
checks race. Used by the steps and by the modes; reaches an implementation only through the
contract."""
