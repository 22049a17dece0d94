import torch

from .model import build_model

MODEL = build_model(trace_activations=True)


def _forward_step(hidden_states: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return MODEL(hidden_states)


step = torch.compile(_forward_step, fullgraph=True)
