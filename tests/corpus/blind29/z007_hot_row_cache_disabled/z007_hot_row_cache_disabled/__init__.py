"""DLRM-style model whose large tables keep a hot-row access histogram."""
