from dataclasses import dataclass, field
from typing import List


@dataclass
class CompilationConfig:
    cudagraph_capture_sizes: List[int] = field(default_factory=lambda: [1, 2, 4, 8, 16, 24, 32])
    max_capture_size: int = 0
    bs_to_padded_graph_size: List[int] = field(default_factory=list)

    def __post_init__(self):
        self.cudagraph_capture_sizes = sorted(set(self.cudagraph_capture_sizes))
        if not self.max_capture_size:
            self.max_capture_size = self.cudagraph_capture_sizes[-1]
        self.init_padding_table()

    def init_padding_table(self) -> None:
        table = [0] * (self.max_capture_size + 1)
        sizes = self.cudagraph_capture_sizes
        for start, end in zip([0] + sizes[:-1], sizes):
            for bs in range(start, end + 1):
                table[bs] = end
        self.bs_to_padded_graph_size = table


@dataclass
class ModelConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    max_num_batched_tokens: int = 32


@dataclass
class VllmConfig:
    model_config: ModelConfig = field(default_factory=ModelConfig)
    compilation_config: CompilationConfig = field(default_factory=CompilationConfig)

    def pad_for_cudagraph(self, batch_size: int) -> int:
        return self.compilation_config.bs_to_padded_graph_size[batch_size]
