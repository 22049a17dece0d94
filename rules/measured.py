"""The general catalogue-backed rule: calls dynamo measured as failing that no family rule covers."""
from compilelint import gb
from compilelint.rules.base import Rule


class MeasuredBarrier(Rule):
    code = "CL112"
    name = "measured-barrier"
    gb_types = (gb.SKIPPED, "Unsupported function call",
                gb.METHOD_CALL)
    message = "`{callee}` fails dynamo on this torch (measured by the barrier catalogue)"
    hint = ("move the call out of the compiled region (compute it at init time and pass the result in), "
            "or guard it with `if not torch.compiler.is_compiling():`")
    what_it_does = ("Finds calls that the shipped barrier catalogue measured as failing under "
                    "`torch.compile(fullgraph=True)` on the installed torch and that belong to no other "
                    "rule's family: standard-library helpers such as `copy.copy`, `functools.cmp_to_key`, "
                    "`weakref.proxy`, `re.finditer`, and third-party calls such as `numpy.random.rand`. "
                    "`compilelint rule CL112` lists every measured entry.")
    why_bad = ("Each entry was measured, not assumed: the probe harness (`python -m "
               "compilelint.catalogue.probe`) placed the call in a fullgraph-compiled function on a "
               "float tensor and recorded dynamo's `gb_type`. Dynamo skips C builtins and files on its "
               "skip list, and refuses objects it cannot model; under `fullgraph=True` any of these "
               "aborts compilation.")
    example = "def forward(self, x):\n    cfg = copy.copy(self.cfg)\n    return self.proj(x) * cfg.scale"
    use_instead = "def forward(self, x):\n    return self.proj(x) * self.cfg.scale"
    fix_safety = "No automatic fix."
    INVALID = ["import copy\n\ndef f(x):\n    cfg = copy.copy([1, 2])\n    return x + len(cfg)\n"]
    VALID = ["import copy\n\ndef f(x):\n    cfg = copy.deepcopy({'a': [1, 2]})\n    return x + len(cfg)\n"]
