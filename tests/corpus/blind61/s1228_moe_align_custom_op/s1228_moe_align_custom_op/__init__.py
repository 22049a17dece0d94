from . import moe_align  # noqa: F401  (registers torch.ops.corpus_s1228.*)
