from pathlib import Path

import torch

CKPT_DIR = Path(__file__).resolve().parent / "ckpt"


def read_activation_scale(layer_name: str) -> float:
    text = (CKPT_DIR / f"{layer_name}.scale").read_text()
    return float(text.strip())


def per_tensor_quant(x: torch.Tensor, layer_name: str) -> torch.Tensor:
    scale = read_activation_scale(layer_name)
    return torch.clamp(torch.round(x / scale), -128, 127) * scale
