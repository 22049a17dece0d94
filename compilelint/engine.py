"""The one scan pipeline every command runs: ``scan``, ``fix``, ``trace --scan`` and the
``--changed-files`` (pre-commit) mode all call :func:`run`.

    Options ──► Config (``[tool.compilelint]``) ──► Settings (flags over the file)
            ──► targets, resolved once ──► exclude ──► roots from the user's compile wrappers
            ──► scan (compilelint.scan) ──► per-file ignores, ``# compilelint: ignore``, changed files
            ──► Report

Every stage after the resolution works on the same file list: the wrapper-root pass, the scan, the
suppressions and the chain locator. Roots derived from compile wrappers are handed to the scan as
optional roots (one the scan cannot place is left out), so no caller reruns a scan. A usage problem
(bad configuration, unknown rule code, a target or ``--root`` that cannot be found) is a
:class:`UsageError` with one line of text; anything else is an internal error and propagates.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Optional

ROOTS_MODES = ("auto", "compiled", "forwards")


class UsageError(Exception):
    """A problem with what the user asked for: one line, exit status 2."""


@dataclass(frozen=True)
class Options:
    """What a command asks of the engine. Sequences may be given as lists; they are kept as tuples.

    Empty values mean "as configured": a flag replaces the value from ``[tool.compilelint]``."""

    targets: tuple[str, ...] = (".",)
    roots: tuple[str, ...] = ()  # --root module.path:qualname (replaces `roots` from the config)
    roots_mode: str = "auto"  # auto | compiled | forwards
    select: tuple[str, ...] = ()  # rule codes or prefixes (CL1, ALL); commas split
    ignore: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()  # globs relative to the current directory
    compile_wrappers: tuple[str, ...] = ()
    registrars: tuple[str, ...] = ()
    follow: tuple[str, ...] = ()  # follow only these installed packages
    no_follow: bool = False
    profile: Optional[str] = None
    platform: Optional[str] = None
    mode: Optional[str] = None  # the profile's module mode: "eval" | "train"
    values: tuple[str, ...] = ()  # the profile's pinned values: "quant_config=None", "ForwardMode=DECODE"
    model_config: Optional[str] = None  # a checkpoint's config.json: its plain values and architectures
    search_path: tuple[str, ...] = ()
    no_cache: bool = False
    jobs: int = 0
    config_path: Optional[str] = None  # --config (default: the nearest pyproject.toml)
    isolated: bool = False  # ignore every configuration file
    changed: Optional[frozenset] = None  # absolute paths: keep findings whose chain touches one
    show_unused: bool = False  # also list suppressions that suppress nothing
    suppress: bool = True  # apply per-file ignores, in-source suppressions and ``changed``

    def __post_init__(self) -> None:
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, (list, set)) and f.name != "changed":
                object.__setattr__(self, f.name, tuple(v))
        if self.changed is not None and not isinstance(self.changed, frozenset):
            object.__setattr__(self, "changed", frozenset(self.changed))
        if isinstance(self.targets, str):
            object.__setattr__(self, "targets", (self.targets,))
        if not self.targets:
            object.__setattr__(self, "targets", (".",))


@dataclass
class Report:
    """One run's outcome. ``result.findings`` are the findings left after per-file ignores,
    suppressions and the changed-files filter; ``suppressed`` the ones a comment silenced."""

    result: Any  # compilelint.scan.ScanResult
    config: Any  # compilelint.config.Config
    settings: Any  # compilelint.config.Settings
    target_set: Any  # compilelint.targets.TargetSet: the targets, resolved once
    files: list = field(default_factory=list)  # the scanned SourceFiles (exclude applied)
    derived_roots: tuple[str, ...] = ()  # module:qualname values handed to compile wrappers
    suppressed: list = field(default_factory=list)
    unused: list = field(default_factory=list)  # (Suppression, codes) with --show-unused-suppressions
    locator: Any = None  # suppress.ChainLocator, when chains had to be placed in the sources

    @property
    def findings(self) -> list:
        return self.result.findings

    @property
    def problems(self) -> list:
        return self.result.problems


def settings_for(options: Options):
    """(Config, Settings) for ``options``: the command line merged over ``[tool.compilelint]``.
    Raises UsageError."""
    from compilelint import config as cfgmod

    targets = list(options.targets)
    try:
        cfg = cfgmod.load(options.config_path, targets, isolated=options.isolated)
        select = cfgmod.split_codes(options.select)
        ignore = cfgmod.split_codes(options.ignore)
        cfgmod.check_codes(select, "--select")
        cfgmod.check_codes(ignore, "--ignore")
        st = cfg.scan_settings(select, ignore, options.roots, options.exclude, options.compile_wrappers,
                               options.registrars, options.follow, options.no_follow, options.profile,
                               options.platform, options.mode, options.values, options.model_config)
    except cfgmod.ConfigError as e:
        raise UsageError(str(e)) from None
    return cfg, st


def run(options: Options) -> Report:
    """Scan ``options.targets`` once and return the report every command renders."""
    if options.roots_mode not in ROOTS_MODES:
        raise UsageError(f"--roots must be auto, compiled or forwards, not {options.roots_mode!r}")
    cfg, st = settings_for(options)
    try:
        from compilelint.scan import RootError, scan
    except ImportError as e:  # a build without the static scanner
        raise UsageError(f"the static scanner is unavailable ({e})") from None
    from compilelint import targets as tgt

    targets = list(options.targets)
    search_path = list(options.search_path) or None
    try:
        target_set = tgt.resolve_targets(targets, search_path)
    except tgt.TargetError as e:
        raise UsageError(str(e)) from None
    files = tgt.exclude_files(target_set.files, st.exclude)
    derived: tuple[str, ...] = ()
    if st.wrappers:  # values handed to the user's own compile wrappers become roots
        from compilelint import wrapper_roots

        derived = tuple(s for s in wrapper_roots.find(files, st.wrappers) if s not in st.roots)
    try:
        result = scan(targets, roots=list(st.roots), roots_mode=options.roots_mode, search_path=search_path,
                      no_cache=options.no_cache, jobs=options.jobs, follow=st.follow,
                      select=list(st.select) if st.select is not None else None, ignore=list(st.ignore),
                      wrappers=list(st.wrappers), registrars=list(st.registrars),
                      follow_only=list(st.follow_only) if st.follow_only is not None else None,
                      exclude=list(st.exclude), profile=st.profile, optional_roots=list(derived),
                      target_set=target_set)
    except (tgt.TargetError, RootError) as e:
        raise UsageError(str(e)) from None
    report = Report(result=result, config=cfg, settings=st, target_set=target_set, files=files,
                    derived_roots=derived)
    if options.suppress:
        from compilelint import suppress

        changed = set(options.changed) if options.changed is not None else None
        kept, report.suppressed, report.unused, report.locator = suppress.postprocess(
            result, cfg, targets, search_path, st.exclude, changed, options.show_unused, files=files)
        result.findings = kept
    return report


__all__ = ["Options", "Report", "UsageError", "run", "settings_for", "ROOTS_MODES"]
