"""S4D-style diagonal SSM layer with an env-controlled debug dump path."""
