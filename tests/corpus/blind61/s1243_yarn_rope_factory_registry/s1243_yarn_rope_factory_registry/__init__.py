from .rope import get_rope

__all__ = ["get_rope"]
