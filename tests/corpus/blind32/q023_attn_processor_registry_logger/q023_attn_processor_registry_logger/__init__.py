from .config import AttentionConfig  # noqa: F401
