from .errors import AdapterNotLoadedError
from .layers import LoRAQKV
