from .rglru import RGLRU
from .runner import RecurrentRunner, decode
