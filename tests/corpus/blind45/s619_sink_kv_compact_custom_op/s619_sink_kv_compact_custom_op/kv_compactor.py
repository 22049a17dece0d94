import torch

from . import ops  # noqa: F401  (registers blind45_s619::compact_sink_window)


class SinkKVCompactor:
    def __init__(self, num_sinks: int, window: int):
        self.num_sinks = num_sinks
        self.window = window

    @property
    def budget(self) -> int:
        return self.num_sinks + self.window

    def compact(self, k_cache, v_cache, seq_lens):
        k, v = torch.ops.blind45_s619.compact_sink_window(k_cache, v_cache, seq_lens, self.num_sinks, self.window)
        kept = torch.clamp(seq_lens, max=self.budget)
        return k, v, kept
