import torch

from .configuration_llava import LlavaConfig
from .modeling_llava import LlavaForConditionalGeneration


class LlavaModelRunner:
    def __init__(self, config: LlavaConfig):
        self.config = config
        self.model = LlavaForConditionalGeneration(config).eval()
        self.forward_prefill = torch.compile(self.model.forward, fullgraph=True)

    @torch.inference_mode()
    def execute(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        logits = self.forward_prefill(input_ids, pixel_values)
        return logits[:, -1].argmax(-1)


runner = LlavaModelRunner(LlavaConfig())
