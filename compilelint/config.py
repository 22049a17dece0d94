"""``[tool.compilelint]`` in the nearest pyproject.toml.

The table is looked up from the first target that is a path (or the current directory) upwards;
``--config PATH`` names a file explicitly and ``--isolated`` ignores every file. Keys::

    [tool.compilelint]
    select = ["CL1"]                      # rule codes or prefixes to report (default: all)
    ignore = ["CL107"]                    # rule codes or prefixes to skip
    exclude = ["tests/*", "build"]        # files not scanned (globs, relative to this file)
    roots = ["pkg.model:Model.forward"]   # extra compiled roots (module.path:qualname)
    compile-wrappers = ["myproj.compile_model"]            # functions that compile what they get
    custom-op-registrars = ["myproj.ops.register_op"]      # functions that register custom ops
    follow = ["flashinfer"]               # follow only these installed packages (false: none)

    [tool.compilelint.per-file-ignores]
    "pkg/legacy/*.py" = ["CL104", "CL105"]

A flag given on the command line replaces the value from the file. An unknown key, a value of the
wrong type or an unknown rule code is a :class:`ConfigError` (one line, exit 2).
"""
from __future__ import annotations

import fnmatch
import os
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from compilelint.names import display_path

try:  # Python >= 3.11
    import tomllib
except ModuleNotFoundError:  # pragma: no cover - Python 3.10
    tomllib = None  # type: ignore[assignment]

KEYS = ("select", "ignore", "per-file-ignores", "exclude", "roots", "compile-wrappers",
        "custom-op-registrars", "follow", "profile")


class ConfigError(Exception):
    """A configuration problem, reported as one line with exit status 2."""


@dataclass(frozen=True)
class Settings:
    """What one scan runs with, after the command line is merged over ``[tool.compilelint]``."""

    select: Optional[tuple[str, ...]]  # rule codes to report (expanded); None: every rule
    ignore: tuple[str, ...]  # rule codes to skip (expanded)
    roots: tuple[str, ...]  # declared roots, module.path:qualname (a bad one is an error)
    exclude: tuple[str, ...]  # absolute-path globs of files not scanned
    wrappers: tuple[str, ...]  # the user's compile wrappers (dotted names)
    registrars: tuple[str, ...]  # the user's custom-op registrars (dotted names)
    follow: bool  # follow calls into installed packages
    follow_only: Optional[tuple[str, ...]]  # only these installed packages (None: every one)
    profile: Any  # compilelint.profile.Profile


@dataclass
class Config:
    path: Optional[str] = None  # the file the settings came from (None: defaults)
    select: Optional[list[str]] = None
    ignore: list[str] = field(default_factory=list)
    per_file_ignores: dict[str, list[str]] = field(default_factory=dict)
    exclude: list[str] = field(default_factory=list)
    roots: list[str] = field(default_factory=list)
    compile_wrappers: list[str] = field(default_factory=list)
    custom_op_registrars: list[str] = field(default_factory=list)
    follow: Optional[list[str]] = None  # None: follow every pure-Python package
    follow_none: bool = False  # follow = false
    # the deployment: ``profile = "cuda-sm120"`` or a table {name, platform, capability, cuda-version, env,
    # mode ("eval" for inference: the compiled modules' ``self.training`` is False)}
    profile: Optional[dict] = None

    @property
    def base(self) -> str:
        """The folder that relative patterns in the file are anchored at."""
        return os.path.dirname(os.path.abspath(self.path)) if self.path else os.getcwd()

    # ---- paths -------------------------------------------------------------------------------
    def exclude_globs(self, patterns: Optional[Iterable[str]] = None) -> list[str]:
        """The exclude patterns as absolute-path globs for ``scan(exclude=...)``.

        ``dir`` / ``dir/`` exclude the folder, ``*.py`` globs match relative to the config file,
        and a pattern without a slash also matches that name at any depth (``build``).
        """
        out: list[str] = []
        for pat in (self.exclude if patterns is None else patterns):
            out.extend(_abs_globs(pat, self.base))
        return out

    def scan_settings(self, select: Iterable[str] = (), ignore: Iterable[str] = (), roots: Iterable[str] = (),
                      exclude: Iterable[str] = (), wrappers: Iterable[str] = (), registrars: Iterable[str] = (),
                      follow: Iterable[str] = (), no_follow: bool = False, profile: Optional[str] = None,
                      platform: Optional[str] = None, mode: Optional[str] = None,
                      values: Iterable[str] = (), model_config: Optional[str] = None) -> "Settings":
        """The effective scan settings: each command-line value (already split and checked)
        replaces the file's; ``exclude`` globs from the command line are relative to the current
        directory, the file's to the file. ``engine.run`` is the one caller."""
        select, ignore, roots, follow = list(select), list(ignore), list(roots), list(follow)
        eff_select = select if select else self.select
        eff_ignore = ignore if ignore else self.ignore
        if exclude:
            eff_exclude = [g for pat in exclude for g in _abs_globs(pat, os.getcwd())]
        else:
            eff_exclude = self.exclude_globs()
        only = follow if follow else self.follow
        return Settings(
            select=tuple(expand_codes(eff_select)) if eff_select is not None else None,
            ignore=tuple(expand_codes(eff_ignore)) if eff_ignore else (),
            roots=tuple(roots or self.roots),
            exclude=tuple(eff_exclude),
            wrappers=tuple(wrappers) or tuple(self.compile_wrappers),
            registrars=tuple(registrars) or tuple(self.custom_op_registrars),
            follow=not no_follow and not (self.follow_none and not follow),
            follow_only=tuple(only) if only is not None else None,
            profile=self.deployment(profile, platform, mode, values, model_config),
        )

    def deployment(self, name: Optional[str] = None, platform: Optional[str] = None, mode: Optional[str] = None,
                   values: Iterable[str] = (), model_config: Optional[str] = None):
        """The deployment profile: the command line's name, platform, mode and values over the file's;
        a checkpoint's ``config.json`` (``model_config``) pins its plain values under both and names
        the served architectures."""
        from compilelint import profile as prof

        table = dict(self.profile or {})
        values = list(values)
        if mode is not None and mode not in prof.MODES:
            raise ConfigError(f"--mode must be {' or '.join(prof.MODES)}, not {mode!r}")
        cli = bool(name or platform or mode or values or model_config)
        try:
            pins: dict = {}
            archs: tuple = ()
            if model_config:
                try:
                    pins, archs = prof.model_config_values(model_config)
                except prof.ProfileError as e:
                    raise ConfigError(f"--model-config {e}") from None
            pins.update(prof.parse_values(f"{k}={t}" for k, t in (table.get("values") or {}).items()))
            pins.update(prof.parse_values(values))
            return prof.make(name or table.get("name"), platform or table.get("platform"),
                             table.get("capability"), table.get("cuda-version"), table.get("env"),
                             mode or table.get("mode"), pins or None, archs)
        except prof.ProfileError as e:
            raise ConfigError(f"{'--profile' if cli else 'profile'}: {e}") from None

    def ignored_codes_for(self, path: str) -> set[str]:
        """Codes (or prefixes) ``per-file-ignores`` switches off for one file."""
        out: set[str] = set()
        if not self.per_file_ignores:
            return out
        ap = os.path.abspath(path)
        for pat, codes in self.per_file_ignores.items():
            if any(fnmatch.fnmatch(ap, g) for g in _abs_globs(pat, self.base)):
                out.update(codes)
        return out


def _abs_globs(pat: str, base: str) -> list[str]:
    pat = pat.strip()
    if not pat:
        return []
    p = pat.rstrip("/").replace("\\", "/")
    if p.startswith("./"):
        p = p[2:]
    if os.path.isabs(p):
        full = [p]
    else:
        full = [os.path.join(base, p)]
        if "/" not in p:  # a bare name: at any depth below the config file
            full.append(os.path.join(base, "*", p))
    out: list[str] = []
    for g in full:
        out.append(g)
        out.append(g + os.sep + "*")  # a folder: everything under it
    return out


def split_codes(values: Iterable[str]) -> list[str]:
    """``--select CL101,CL104 --select CL2`` -> [CL101, CL104, CL2]."""
    out: list[str] = []
    for v in values:
        out.extend(x.strip() for x in v.split(",") if x.strip())
    return out


def code_matches(code: str, patterns: Iterable[str]) -> bool:
    """``CL101`` matches ``CL101``, ``CL1`` and ``CL``; ``ALL`` matches everything."""
    for p in patterns:
        p = p.strip().upper()
        if p == "ALL" or (p and code.startswith(p)):
            return True
    return False


def expand_codes(patterns: Iterable[str]) -> list[str]:
    """Rule codes selected by codes / prefixes (``ALL`` = every rule)."""
    from compilelint.rules import by_code

    return [c for c in by_code() if code_matches(c, patterns)]


def check_codes(patterns: Iterable[str], where: str) -> None:
    from compilelint.rules import by_code

    known = list(by_code())
    for p in patterns:
        q = p.strip().upper()
        if q == "ALL":
            continue
        if not q or not any(k.startswith(q) for k in known):
            raise ConfigError(f"{where}: unknown rule code {p!r} (see `compilelint rules`)")


# ---- finding the file ---------------------------------------------------------------------------
def find_pyproject(start: Optional[str] = None) -> Optional[str]:
    """The nearest pyproject.toml at or above ``start`` (a file or folder; default: cwd)."""
    d = os.path.abspath(start or os.getcwd())
    if not os.path.isdir(d):
        d = os.path.dirname(d)
    while True:
        cand = os.path.join(d, "pyproject.toml")
        if os.path.isfile(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def start_dir(targets: Iterable[str]) -> str:
    """Where the lookup starts: the first target that exists as a path, else the cwd."""
    for t in targets:
        if os.path.exists(t):
            return t
    return os.getcwd()


def _read_toml(path: str) -> dict:
    if tomllib is None:  # pragma: no cover - Python 3.10 without tomllib
        try:
            import tomli as toml_mod  # type: ignore[import-not-found]
        except ModuleNotFoundError:
            raise ConfigError(f"{path}: reading TOML needs Python >= 3.11 or the tomli package")
    else:
        toml_mod = tomllib
    try:
        with open(path, "rb") as fh:
            return toml_mod.load(fh)
    except OSError as e:
        raise ConfigError(f"{path}: cannot read: {e.strerror or e}")
    except Exception as e:  # tomllib.TOMLDecodeError
        raise ConfigError(f"{path}: invalid TOML: {e}")


def load(explicit: Optional[str] = None, targets: Iterable[str] = (), isolated: bool = False) -> Config:
    """The effective file configuration (not yet merged with command-line flags)."""
    if isolated:
        return Config()
    if explicit:
        if not os.path.isfile(explicit):
            raise ConfigError(f"--config {explicit}: no such file")
        data = _read_toml(explicit)
        table = data.get("tool", {}).get("compilelint") if isinstance(data.get("tool"), dict) else None
        if table is None:
            if os.path.basename(explicit) == "pyproject.toml":
                table = {}
            else:  # a dedicated file (compilelint.toml): the keys at top level
                table = data
        return parse(table, explicit)
    path = find_pyproject(start_dir(list(targets)))
    if path is None:
        return Config()
    data = _read_toml(path)
    tool = data.get("tool", {})
    table = tool.get("compilelint") if isinstance(tool, dict) else None
    if table is None:
        return Config(path=None)
    return parse(table, path)


def _str_list(value: Any, key: str, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: `{key}` must be a list of strings")
    return list(value)


def parse(table: Any, path: str) -> Config:
    where = f"{display_path(path)} [tool.compilelint]"
    if not isinstance(table, dict):
        raise ConfigError(f"{where}: must be a table")
    unknown = [k for k in table if k not in KEYS]
    if unknown:
        k = unknown[0]
        alt = k.replace("_", "-")
        hint = f" (did you mean `{alt}`?)" if alt in KEYS else f" (known keys: {', '.join(KEYS)})"
        raise ConfigError(f"{where}: unknown key `{k}`{hint}")
    cfg = Config(path=path)
    if "select" in table:
        cfg.select = _str_list(table["select"], "select", where)
        check_codes(cfg.select, f"{where} select")
    if "ignore" in table:
        cfg.ignore = _str_list(table["ignore"], "ignore", where)
        check_codes(cfg.ignore, f"{where} ignore")
    if "per-file-ignores" in table:
        pfi = table["per-file-ignores"]
        if not isinstance(pfi, dict):
            raise ConfigError(f"{where}: `per-file-ignores` must be a table of glob = [codes]")
        for pat, codes in pfi.items():
            codes = _str_list(codes, f"per-file-ignores.{pat!r}", where)
            check_codes(codes, f"{where} per-file-ignores {pat!r}")
            cfg.per_file_ignores[pat] = codes
    if "exclude" in table:
        cfg.exclude = _str_list(table["exclude"], "exclude", where)
    if "roots" in table:
        cfg.roots = _str_list(table["roots"], "roots", where)
        for spec in cfg.roots:
            if ":" not in spec:
                raise ConfigError(f"{where}: root {spec!r}: expected module.path:qualname")
    if "compile-wrappers" in table:
        cfg.compile_wrappers = _str_list(table["compile-wrappers"], "compile-wrappers", where)
    if "custom-op-registrars" in table:
        cfg.custom_op_registrars = _str_list(table["custom-op-registrars"], "custom-op-registrars", where)
    if "profile" in table:
        v = table["profile"]
        if isinstance(v, str):
            cfg.profile = {"name": v}
        elif isinstance(v, dict):
            bad = [k for k in v if k not in ("name", "platform", "capability", "cuda-version", "env", "mode",
                                             "values")]
            if bad:
                raise ConfigError(f"{where}: unknown key `profile.{bad[0]}` (known: name, platform, capability, "
                                  "cuda-version, env, mode, values)")
            if "values" in v and not (isinstance(v["values"], dict)
                                      and all(isinstance(x, str) for x in v["values"].values())):
                raise ConfigError(f"{where}: `profile.values` must be a table of NAME = \"literal\" "
                                  "(quant_config = \"None\", ForwardMode = \"DECODE\")")
            if "env" in v and not (isinstance(v["env"], dict) and all(isinstance(x, str) for x in v["env"].values())):
                raise ConfigError(f"{where}: `profile.env` must be a table of NAME = \"value\"")
            cfg.profile = dict(v)
        else:
            raise ConfigError(f"{where}: `profile` must be a profile name or a table")
        cfg.deployment()  # an unknown name or platform is an error now, not at scan time
    if "follow" in table:
        v = table["follow"]
        if v is True:
            cfg.follow = None
        elif v is False:
            cfg.follow_none = True
        else:
            cfg.follow = _str_list(v, "follow", where)
    return cfg


__all__ = ["Config", "ConfigError", "Settings", "KEYS", "load", "parse", "find_pyproject", "code_matches",
           "expand_codes", "check_codes", "split_codes"]
