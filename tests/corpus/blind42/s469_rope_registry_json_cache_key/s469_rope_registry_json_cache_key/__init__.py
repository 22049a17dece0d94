from .registry import get_rope, register_rope

__all__ = ["get_rope", "register_rope"]
