"""FPN neck that turns backbone stage outputs into a feature pyramid."""
