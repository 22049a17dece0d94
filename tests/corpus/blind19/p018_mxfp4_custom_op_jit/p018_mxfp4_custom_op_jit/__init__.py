"""MXFP4 (OCP microscaling) weight-only linear backed by a custom op."""
