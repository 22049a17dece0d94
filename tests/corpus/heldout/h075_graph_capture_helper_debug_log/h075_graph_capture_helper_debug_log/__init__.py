from .rotary import apply_rope

__all__ = ["apply_rope"]
