from .rope import YarnScaledRope
from .runner import DecodeRunner
