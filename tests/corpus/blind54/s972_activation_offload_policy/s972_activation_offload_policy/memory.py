import contextlib
from dataclasses import dataclass, field
from typing import Dict, Tuple

import torch
from torch.autograd.graph import saved_tensors_hooks

from . import envs


@dataclass
class ActivationOffloadConfig:
    policy: str = field(default_factory=lambda: envs.ENGINE_ACT_OFFLOAD_POLICY)
    min_offload_numel: int = field(default_factory=lambda: envs.ENGINE_ACT_OFFLOAD_MIN_NUMEL)
    pin_memory: bool = field(default_factory=lambda: envs.ENGINE_ACT_OFFLOAD_PIN_MEMORY)

    def should_offload(self) -> bool:
        if self.policy == "always":
            return True
        if self.policy == "never":
            return False
        # "auto": only worth it when autograd is going to keep activations alive
        return torch.is_grad_enabled()


class OffloadActivations(saved_tensors_hooks):
    """Moves tensors saved for backward to host memory and brings them back on unpack."""

    def __init__(self, min_offload_numel: int = 16, pin_memory: bool = False) -> None:
        self.min_offload_numel = min_offload_numel
        self.pin_memory = pin_memory
        self.tracker: Dict[int, Tuple[torch.Tensor, bool]] = {}
        self.tensor_id = 0

        def pack_tensor(activation: torch.Tensor) -> int:
            self.tensor_id += 1
            offload = activation.numel() >= self.min_offload_numel and activation.device.type != "cpu"
            if offload:
                cpu_tensor = torch.empty_like(activation, device="cpu", pin_memory=self.pin_memory)
                cpu_tensor.copy_(activation, non_blocking=True)
                self.tracker[self.tensor_id] = (cpu_tensor, True)
            else:
                self.tracker[self.tensor_id] = (activation, False)
            return self.tensor_id

        def unpack_tensor(tensor_id: int) -> torch.Tensor:
            tensor, was_offloaded = self.tracker.pop(tensor_id)
            if was_offloaded:
                tensor = tensor.to("cuda", non_blocking=True)
            return tensor

        super().__init__(pack_tensor, unpack_tensor)


def get_act_offloading_ctx_manager(config: ActivationOffloadConfig):
    if config.should_offload():
        return OffloadActivations(
            min_offload_numel=config.min_offload_numel,
            pin_memory=config.pin_memory,
        )
    return contextlib.nullcontext()
