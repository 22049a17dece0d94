"""Image tower with per-image valid-size masking (padded batches)."""
from .tower import encode_images

__all__ = ["encode_images"]
