import torch

from .gpt_oss import GptOssConfig, GptOssModel


class GptOssRunner:
    def __init__(self, config: GptOssConfig):
        self.config = config
        self.model = GptOssModel(config).eval()
        self.lm_head = torch.nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        hidden_states = self.model(input_ids, positions)
        return self.lm_head(hidden_states[-1:])


def make_runner() -> GptOssRunner:
    return GptOssRunner(GptOssConfig())
