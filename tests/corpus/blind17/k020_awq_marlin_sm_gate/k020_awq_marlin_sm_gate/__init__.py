"""AWQ linear that uses Marlin on sm80+ and a dequant fallback elsewhere."""
