import torch

from .backend import TorchNativeLoRABackend
from .scheduler import LoRAScheduler
from .server_args import SERVER_ARGS


class ModelWorker:
    def __init__(self, server_args, hidden: int = 8):
        self.scheduler = LoRAScheduler(server_args)
        self.lora_backend = TorchNativeLoRABackend(server_args, hidden)
        self.o_proj = torch.nn.Linear(hidden, hidden, bias=False)


worker = ModelWorker(SERVER_ARGS)


def _forward_batch(hidden_states: torch.Tensor) -> torch.Tensor:
    token_slots = torch.tensor([0, 1, -1, 1])
    safe_slots, token_scale = worker.lora_backend.prepare_lora_batch(token_slots)
    out = worker.o_proj(hidden_states)
    return out + worker.lora_backend.apply_lora(hidden_states, safe_slots, token_scale)


run_batch = torch.compile(_forward_batch, fullgraph=True)
