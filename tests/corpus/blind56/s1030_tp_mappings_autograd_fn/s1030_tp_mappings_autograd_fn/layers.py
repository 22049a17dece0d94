import torch
import torch.nn as nn
import torch.nn.functional as F

from .mappings import (
    copy_to_tensor_model_parallel_region,
    gather_from_tensor_model_parallel_region,
    reduce_from_tensor_model_parallel_region,
)
from .parallel_state import (
    divide,
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    initialize_model_parallel,
)


@torch._dynamo.allow_in_graph
def _mask_vocab_range(input_ids: torch.Tensor, vocab_start: int, vocab_end: int):
    mask = (input_ids < vocab_start) | (input_ids >= vocab_end)
    local_ids = (input_ids - vocab_start).masked_fill(mask, 0)
    return local_ids, mask


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        tp_size = get_tensor_model_parallel_world_size()
        self.per_partition = divide(num_embeddings, tp_size)
        self.vocab_start = get_tensor_model_parallel_rank() * self.per_partition
        self.vocab_end = self.vocab_start + self.per_partition
        self.weight = nn.Parameter(torch.randn(self.per_partition, embedding_dim) * 0.02)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        local_ids, mask = _mask_vocab_range(input_ids, self.vocab_start, self.vocab_end)
        out = F.embedding(local_ids, self.weight)
        out = out.masked_fill(mask.unsqueeze(-1), 0.0)
        return reduce_from_tensor_model_parallel_region(out)


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, gather_output: bool = False):
        super().__init__()
        self.gather_output = gather_output
        self.weight = nn.Parameter(
            torch.randn(divide(out_features, get_tensor_model_parallel_world_size()), in_features) * 0.05
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(copy_to_tensor_model_parallel_region(x), self.weight)
        if self.gather_output:
            out = gather_from_tensor_model_parallel_region(out)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(
            torch.randn(out_features, divide(in_features, get_tensor_model_parallel_world_size())) * 0.05
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return reduce_from_tensor_model_parallel_region(F.linear(x, self.weight))


class ParallelLM(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden: int = 8, ffn: int = 16):
        super().__init__()
        self.embed = VocabParallelEmbedding(vocab_size, hidden)
        self.up = ColumnParallelLinear(hidden, ffn)
        self.down = RowParallelLinear(ffn, hidden)
        self.lm_head = ColumnParallelLinear(hidden, vocab_size, gather_output=True)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        h = h + self.down(F.gelu(self.up(h)))
        return self.lm_head(h)


initialize_model_parallel(tensor_model_parallel_size=1)
torch.manual_seed(0)
model = ParallelLM()
compiled_model = torch.compile(model, fullgraph=True)
