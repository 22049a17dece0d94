"""Hierarchical encoder stage with patch merging (downsample x2)."""
