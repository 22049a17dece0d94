"""Small attention stack that reports KV-cache usage to a shared metrics sink."""
from . import metrics  # noqa: F401
