from .manager import AdapterSlotManager
from .runner import LoRARunner, runner, forward_decode
