import torch
from torch import nn

from .buffers import CpuGpuBuffer, copy_into_static_buffer
from .config import VllmConfig


class InputPreparer:
    def __init__(self, vllm_config: VllmConfig):
        self.vllm_config = vllm_config
        max_tokens = vllm_config.compilation_config.max_capture_size
        self.input_ids = CpuGpuBuffer(max_tokens, torch.int64)
        self.positions = CpuGpuBuffer(max_tokens, torch.int64)

    def prepare(self, input_ids: torch.Tensor, positions: torch.Tensor):
        num_tokens = input_ids.shape[0]
        num_padded = self.vllm_config.pad_for_cudagraph(num_tokens)
        ids = copy_into_static_buffer(self.input_ids.gpu[:num_padded], input_ids)
        pos = copy_into_static_buffer(self.positions.gpu[:num_padded], positions)
        return ids, pos, num_tokens


class TinyModel(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.pos_embed = nn.Embedding(64, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids) + self.pos_embed(positions)
        return self.lm_head(torch.nn.functional.gelu(h))


class GPUModelRunner:
    def __init__(self, vllm_config: VllmConfig):
        self.vllm_config = vllm_config
        mc = vllm_config.model_config
        self.model = TinyModel(mc.vocab_size, mc.hidden_size)
        self.input_preparer = InputPreparer(vllm_config)

    def execute_model(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        ids, pos, num_tokens = self.input_preparer.prepare(input_ids, positions)
        logits = self.model(ids, pos)
        return logits[:num_tokens]


runner = GPUModelRunner(VllmConfig())
execute_model = torch.compile(runner.execute_model, fullgraph=True)
