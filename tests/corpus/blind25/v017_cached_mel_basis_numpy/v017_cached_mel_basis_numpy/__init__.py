"""Conformer-lite ASR encoder whose front end builds its mel basis lazily."""
