from . import ops  # noqa: F401  registers torch.ops.corpus_s1007.*
