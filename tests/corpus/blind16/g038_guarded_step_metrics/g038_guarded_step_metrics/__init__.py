"""Worker that tags itself and records step metrics outside of compilation."""
