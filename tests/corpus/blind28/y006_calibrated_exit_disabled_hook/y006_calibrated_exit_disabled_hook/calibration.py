"""Temperature calibration for exit confidences.

The calibrator is fitted offline; at serving time we only apply the stored
temperature. Kept out of compiled graphs because the calibrator object is
swapped at runtime by the control plane.
"""
import torch

_TEMPERATURES = {}


def set_temperature(layer_idx: int, value: float) -> None:
    _TEMPERATURES[layer_idx] = float(value)


@torch.compiler.disable
def calibrate_logits(logits: torch.Tensor, layer_idx: int) -> torch.Tensor:
    t = _TEMPERATURES.get(layer_idx, 1.0)
    return logits / t
