from . import ops
from .lora import LoRADense, dense, dense_forward
