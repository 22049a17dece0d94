from . import cache_ops  # noqa: F401  (registers torch.ops.blind48_s712.*)
