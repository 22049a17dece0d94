from compilelint.findings import FixPolicy
from compilelint.rules.base import Rule


class CustomOpWithoutFake(Rule):
    code = "CL113"
    fix_policy = FixPolicy(fixable=False)
    short_callee = True
    name = "custom-op-without-fake"
    gb_types = ("TorchRuntimeError", "Operator does not support running with fake tensors")
    message = "custom op `{callee}` has no fake implementation; tracing it with fake tensors fails"
    hint = "register one with `@<op>.register_fake` (or `torch.library.register_fake(\"ns::op\")`)"
    # measured: the compile fails with TorchRuntimeError ("RuntimeError when making fake tensor
    # call") whether the op is called by its name or through ``torch.ops.ns.op``
    what_it_does = ("Finds calls, from traced code, to operators defined with `torch.library.custom_op` that "
                    "return tensors and have no fake implementation registered anywhere in the scanned code "
                    "(`@op.register_fake`, `op.register_fake(fn)`, `torch.library.register_fake(\"ns::op\")`), "
                    "called by name or through `torch.ops.ns.op`; and calls to ops a `torch.library.Library` "
                    "defines (`lib.define(\"op(Tensor x) -> Tensor\")`) with kernels but no `Meta` kernel or fake.")
    why_bad = ("dynamo runs every operator on fake tensors to learn the shapes of its outputs; a custom op "
               "has no way to say what it returns unless a fake implementation is registered, so the compile "
               "fails with TorchRuntimeError (\"RuntimeError when making fake tensor call\"), with or "
               "without `fullgraph`. An op that returns nothing (`-> None`, mutating its inputs) needs none.")
    example = ("@torch.library.custom_op(\"mylib::quant\", mutates_args=())\n"
               "def quant(x: torch.Tensor) -> torch.Tensor:\n    return (x * 127).round()")
    use_instead = ("@torch.library.custom_op(\"mylib::quant\", mutates_args=())\n"
                   "def quant(x: torch.Tensor) -> torch.Tensor:\n    return (x * 127).round()\n\n"
                   "@quant.register_fake\ndef _(x):\n    return torch.empty_like(x)")
    fix_safety = "No automatic fix: a fake must produce the op's output shapes and dtypes, which only its author knows."
    INVALID = [
        "import torch\n\n@torch.library.custom_op(\"clrule_cl113::quant\", mutates_args=())\n"
        "def quant(x: torch.Tensor) -> torch.Tensor:\n    return (x * 127).round()\n\n"
        "def f(x):\n    return quant(x) + 1\n",
        "import torch\n\n@torch.library.custom_op(\"clrule_cl113::quant2\", mutates_args=())\n"
        "def quant2(x: torch.Tensor) -> torch.Tensor:\n    return (x * 127).round()\n\n"
        "def f(x):\n    return torch.ops.clrule_cl113.quant2(x) + 1\n",
        "import torch\n\n_lib = torch.library.Library(\"clrule_cl113_lib\", \"DEF\")\n"
        "_lib.define(\"scale(Tensor x) -> Tensor\")\n\n"
        "def _scale_cpu(x):\n    return x * 2\n\n"
        "_lib.impl(\"scale\", _scale_cpu, \"CPU\")\n\n"
        "def f(x):\n    return torch.ops.clrule_cl113_lib.scale(x) + 1\n",
    ]
    VALID = [
        "import torch\n\n@torch.library.custom_op(\"clrule_cl113::quant3\", mutates_args=())\n"
        "def quant3(x: torch.Tensor) -> torch.Tensor:\n    return (x * 127).round()\n\n"
        "@quant3.register_fake\ndef _(x):\n    return torch.empty_like(x)\n\n"
        "def f(x):\n    return quant3(x) + 1\n",
        "import torch\n\n@torch.library.custom_op(\"clrule_cl113::inc_\", mutates_args=(\"x\",))\n"
        "def inc_(x: torch.Tensor) -> None:\n    x.add_(1)\n\n"
        "def f(x):\n    y = x.clone()\n    inc_(y)\n    return y + 1\n",
        "import torch\n\n_lib = torch.library.Library(\"clrule_cl113_lib2\", \"DEF\")\n"
        "_lib.define(\"scale(Tensor x) -> Tensor\")\n\n"
        "def _scale_cpu(x):\n    return x * 2\n\n"
        "def _scale_meta(x):\n    return torch.empty_like(x)\n\n"
        "_lib.impl(\"scale\", _scale_cpu, \"CPU\")\n"
        "_lib.impl(\"scale\", _scale_meta, \"Meta\")\n\n"
        "def f(x):\n    return torch.ops.clrule_cl113_lib2.scale(x) + 1\n",
    ]
