"""An independent implementation of Kotoba's memory, written from the two documents alone."""
