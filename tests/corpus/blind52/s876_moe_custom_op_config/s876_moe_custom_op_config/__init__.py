from . import custom_ops  # noqa: F401  (registers torch.ops.corpus_s876.*)
