"""Patch encoder with 2D sin-cos position tables cached per grid size."""
