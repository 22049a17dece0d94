import torch

from .modeling import Llama4TextConfig, Llama4TextModel

_model = Llama4TextModel(Llama4TextConfig()).eval()


def _forward_step(hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _model(hidden_states, positions)


forward_step = torch.compile(_forward_step, fullgraph=True)
