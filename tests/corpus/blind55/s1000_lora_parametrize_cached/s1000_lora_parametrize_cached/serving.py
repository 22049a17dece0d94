import torch

from .lora import LoRAConfig, add_lora
from .model import LoopedModel


def build_lora_model(config: LoRAConfig) -> LoopedModel:
    torch.manual_seed(0)
    model = LoopedModel()
    add_lora(model, config)
    return model.eval()


def make_forward(model: LoopedModel):
    def forward(hidden_states: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            return model(hidden_states)

    return torch.compile(forward, fullgraph=True)


lora_model = build_lora_model(LoRAConfig())
lora_step = make_forward(lora_model)
