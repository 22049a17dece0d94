from .runner import LoRARunner, runner, forward_decode
