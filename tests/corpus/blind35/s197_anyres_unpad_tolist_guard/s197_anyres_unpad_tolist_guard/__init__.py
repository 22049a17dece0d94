"""Any-resolution vision tower: unpads patch features to the true image size."""
