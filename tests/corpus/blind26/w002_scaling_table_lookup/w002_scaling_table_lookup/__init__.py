from .config import LoRAConfig
from .model import AdapterMLP, decode_step
