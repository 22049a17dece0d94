import torch

from .logging import warning_once

_GRAD_ENABLED_MSG = (
    "Embedding forward called with autograd enabled; wrap serving calls in "
    "torch.inference_mode() to avoid keeping activations alive."
)


def check_inference_grad_mode(module: torch.nn.Module) -> bool:
    if module.training:
        warning_once(f"{type(module).__name__} is in training mode during inference.")
        return False
    if torch.is_grad_enabled():
        warning_once(_GRAD_ENABLED_MSG)
        return False
    return True
