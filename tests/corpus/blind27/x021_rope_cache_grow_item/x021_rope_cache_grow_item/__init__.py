"""Rotary attention block with a cos/sin cache grown on demand."""
from .config import RopeConfig
from .attention import RotaryAttention, compiled_attn
