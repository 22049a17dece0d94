import torch

from .modeling import TinyCausalLM, TinyLMConfig


class ModelRunner:
    def __init__(self, model: TinyCausalLM):
        self.model = model.eval()

    def load_from_sharded_state_dict(self, state_dict):
        # Materialize each parameter as a fresh tensor (what a sharded
        # checkpoint loader does); this breaks the embedding/head tie.
        with torch.no_grad():
            for name, tensor in state_dict.items():
                module_name, _, attr = name.rpartition(".")
                module = self.model.get_submodule(module_name)
                setattr(module, attr, torch.nn.Parameter(tensor.clone(), requires_grad=False))

    def forward_decode(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden = self.model(input_ids)
        logits = self.model.compute_logits(hidden)
        return logits.float().argmax(dim=-1)


runner = ModelRunner(TinyCausalLM(TinyLMConfig()))
runner.load_from_sharded_state_dict(runner.model.state_dict())
decode = torch.compile(runner.forward_decode, fullgraph=True)
