/** The languages of the glossary's columns, in order. */
export const GLOSSARY_LANGUAGES = ['en', 'fr', 'es', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko'] as const;

/**
 * The words documentation is asked about, one idea per line, in each language of
 * `GLOSSARY_LANGUAGES` (columns split by `|`, a column's words or phrases by `,`). A reader asking
 * in a language the docs are not written in is searched with the docs' words for theirs.
 */
export const GLOSSARY = `
default | défaut, par défaut | predeterminado, predeterminada, por defecto, defecto | standard, standardmäßig, voreinstellung | padrão, por padrão | predefinito, predefinita | по умолчанию, умолчанию | 默认 | デフォルト, 既定 | 기본, 기본값
font, fonts | police, polices, typographie | fuente, fuentes, tipografía | schrift, schriftart, schriftarten | fonte, fontes | font, carattere, caratteri | шрифт, шрифты | 字体 | フォント | 글꼴, 폰트
load, loading | chargement, charger, chargé | cargar, carga | laden, geladen | carregar, carregamento | caricare, caricamento | загрузка, загружать | 加载 | 読み込み, 読み込む, ロード | 로드, 로딩
prevent, block, disable | empêcher, bloquer | evitar, impedir, bloquear | verhindern, blockieren | impedir, evitar, bloquear | impedire, evitare, bloccare | запретить, предотвратить, блокировать | 阻止, 防止, 禁止 | 防ぐ, ブロック | 막다, 차단
privacy, gdpr | rgpd, confidentialité, vie privée | rgpd, privacidad | dsgvo, datenschutz | lgpd, rgpd, privacidade | privacy | конфиденциальность | 隐私 | プライバシー | 개인정보
remove, delete | supprimer, retirer, enlever | quitar, eliminar, borrar | entfernen, löschen | remover, excluir, apagar, tirar | rimuovere, eliminare, togliere | удалить, убрать | 删除, 移除, 去掉, 去除 | 削除, 消す, 取り除く | 삭제, 제거
hide, hidden | cacher, masquer, caché, masqué | ocultar, oculto, oculta, esconder | ausblenden, verstecken, versteckt | ocultar, esconder, oculto | nascondere, nascosto | скрыть, скрытый | 隐藏 | 隠す, 非表示 | 숨기기, 숨김
notice, notification, banner, announcement | avis, mention, bannière, annonce | aviso, banner, anuncio | hinweis, banner, ankündigung | aviso, banner, anúncio | avviso, banner, annuncio | уведомление, баннер, объявление | 通知, 横幅, 公告 | 通知, バナー, お知らせ | 알림, 배너, 공지
footer | pied de page | pie de página | fußzeile | rodapé | piè di pagina | подвал, футер | 页脚 | フッター | 푸터, 바닥글
header | en-tête | encabezado, cabecera | kopfzeile | cabeçalho | intestazione | шапка | 页眉, 顶栏 | ヘッダー | 헤더
page, pages | page, pages | página, páginas | seite, seiten | página, páginas | pagina, pagine | страница, страницы | 页面 | ページ | 페이지
collapsible, collapse, collapsed | repliable, réduire, replier, replié | plegable, colapsar, contraer, colapsada, colapsado | einklappbar, einklappen, zuklappen, eingeklappt | recolhível, recolher, recolhido | comprimibile, comprimere, compresso | свернуть, сворачиваемый, свернутый | 折叠, 可折叠 | 折りたたみ, 折りたたむ | 접기, 접을
expand, expanded, open | déplier, développer, déplié, ouvrir, ouvert | expandir, desplegar, expandido, abrir, abierto | aufklappen, ausklappen, öffnen, geöffnet | expandir, expandido, abrir, aberto | espandere, espanso, aprire, aperto | развернуть, открыть, развернутый | 展开, 打开 | 展開, 開く | 펼치기, 열기
admonition, callout, note, warning | encadré, avertissement, note | advertencia, nota, recuadro | hinweisbox, anmerkung, warnung | nota, alerta, advertência | nota, avvertenza | примечание, предупреждение | 提示框, 警告框, 注意框, 告示 | 注意書き, 注記, 警告 | 경고, 참고
search | recherche, rechercher, chercher | búsqueda, buscar, buscador | suche, suchen | pesquisa, busca, buscar, pesquisar | ricerca, cercare | поиск, искать | 搜索, 查找 | 検索 | 검색
panel | panneau | panel | panel, bedienfeld | painel | pannello | панель | 面板 | パネル | 패널
sidebar | barre latérale | barra lateral | seitenleiste | barra lateral | barra laterale | боковая панель, сайдбар | 侧边栏 | サイドバー | 사이드바
navigation, menu | navigation, menu | navegación, menú | navigation, menü | navegação, menu | navigazione, menu | навигация, меню | 导航, 菜单 | ナビゲーション, メニュー | 내비게이션, 메뉴
tab, tabs | onglet, onglets | pestaña, pestañas | reiter, registerkarte | aba, abas | scheda, schede | вкладка, вкладки | 标签页, 选项卡 | タブ | 탭
dark mode, dark | mode sombre, thème sombre, sombre | modo oscuro, tema oscuro, oscuro | dunkelmodus, dunkler modus, dunkel | modo escuro, tema escuro, escuro | modalità scura, tema scuro, scuro | тёмная тема, темная тема, тёмный, темный | 暗色, 深色, 暗黑模式, 夜间模式 | ダークモード | 다크 모드, 다크모드
light | clair | claro | hell, heller, hellen, hellem, helles | claro | chiaro | светлая, светлый | 浅色, 亮色 | ライト | 라이트
color scheme, palette | palette, schéma de couleurs | paleta, esquema de colores | farbschema, palette | paleta, esquema de cores | tavolozza, schema di colori | палитра, цветовая схема | 配色, 调色板 | 配色, カラースキーム | 색 구성, 팔레트
theme | thème | tema | design, thema | tema | tema | тема | 主题 | テーマ | 테마
color | couleur, couleurs | color, colores | farbe, farben | cor, cores | colore, colori | цвет, цвета | 颜色 | 色, カラー | 색상
logo, icon | logo, icône | logo, icono, ícono | logo, symbol, icon | logo, ícone | logo, icona | логотип, иконка, значок | 图标, 标志 | ロゴ, アイコン | 로고, 아이콘
image, images | image, images | imagen, imágenes | bild, bilder | imagem, imagens | immagine, immagini | изображение, картинка | 图片, 图像 | 画像 | 이미지
link, links | lien, liens | enlace, enlaces, vínculo | verweis, verlinkung | ligação, link | collegamento, collegamenti | ссылка, ссылки | 链接 | リンク | 링크
code | code | código | quellcode | código | codice | код | 代码 | コード | 코드
code block | bloc de code | bloque de código | codeblock | bloco de código | blocco di codice | блок кода | 代码块 | コードブロック | 코드 블록
syntax highlighting, highlight | coloration syntaxique, surligner, mettre en évidence | resaltado de sintaxis, resaltar | syntaxhervorhebung, hervorheben | realce de sintaxe, destacar, realçar | evidenziazione della sintassi, evidenziare | подсветка синтаксиса, подсветить, выделить | 语法高亮, 高亮 | シンタックスハイライト, ハイライト | 구문 강조, 강조
line numbers | numéros de ligne | números de línea | zeilennummern | números de linha | numeri di riga | номера строк | 行号 | 行番号 | 줄 번호
copy | copier | copiar | kopieren | copiar | copiare | копировать | 复制 | コピー | 복사
button | bouton | botón | schaltfläche, knopf | botão | pulsante | кнопка | 按钮 | ボタン | 버튼
force, enforce | forcer, imposer | forzar, obligar | erzwingen, erzwinge, erzwingt, erzwungen | forçar, obrigar | forzare, imporre | принудительно, заставить | 强制 | 強制 | 강제
toggle, switch | bascule, basculer, interrupteur | alternar, interruptor, conmutador | umschalter, umschalten | alternância, alternar | interruttore, alternare | переключатель, переключить | 切换, 开关 | 切り替え, トグル | 토글, 전환
install, installation | installer, installation | instalar, instalación | installieren, installation | instalar, instalação | installare, installazione | установить, установка | 安装 | インストール | 설치
configure, configuration, settings | configurer, configuration, paramètres, réglages | configurar, configuración, ajustes | konfigurieren, konfiguration, einstellungen | configurar, configuração, configurações | configurare, configurazione, impostazioni | настроить, настройка, настройки, конфигурация | 配置, 设置 | 設定, 構成 | 설정, 구성
deploy, deployment, hosting | déployer, déploiement, hébergement, héberger | desplegar, despliegue, alojamiento, hospedaje | bereitstellen, bereitstellung, hosting | implantar, implantação, hospedagem, hospedar | distribuire, distribuzione, hosting | развернуть, развертывание, хостинг, деплой | 部署, 托管 | デプロイ, ホスティング | 배포, 호스팅
build | compiler, compilation, construire | compilar, compilación, construir | bauen, erstellen | compilar, compilação | compilare, compilazione | сборка, собрать | 构建, 编译 | ビルド | 빌드
error | erreur | error | fehler | erro | errore | ошибка | 错误, 报错 | エラー | 오류, 에러
not working | ne fonctionne pas, marche pas | no funciona | funktioniert nicht | não funciona | non funziona | не работает | 不起作用, 不工作, 无效 | 動かない, 機能しない | 작동하지
language, languages, translation, translate | langue, langues, traduction, traduire | idioma, idiomas, traducción, traducir | sprache, sprachen, übersetzung, übersetzen | idioma, idiomas, tradução, traduzir | lingua, lingue, traduzione, tradurre | язык, языки, перевод, перевести | 语言, 多语言, 翻译, 国际化 | 言語, 多言語, 翻訳 | 언어, 번역, 다국어
version, versions | version, versions | versión, versiones | version, versionen | versão, versões | versione, versioni | версия, версии | 版本 | バージョン | 버전
update, upgrade | mettre à jour, mise à jour, mise à niveau | actualizar, actualización | aktualisieren, aktualisierung | atualizar, atualização | aggiornare, aggiornamento | обновить, обновление | 更新, 升级 | 更新, アップデート, アップグレード | 업데이트, 업그레이드
plugin, extension | plugin, extension, greffon | complemento, extensión | erweiterung | extensão | estensione | плагин, расширение | 插件, 扩展 | プラグイン, 拡張 | 플러그인, 확장
file, files | fichier, fichiers | archivo, archivos, fichero | datei, dateien | arquivo, arquivos, ficheiro | file | файл, файлы | 文件 | ファイル | 파일
folder, directory | dossier, répertoire | carpeta, directorio | ordner, verzeichnis | pasta, diretório | cartella | папка, каталог, директория | 文件夹, 目录 | フォルダ, フォルダー, ディレクトリ | 폴더, 디렉터리
description | description | descripción | beschreibung | descrição | descrizione | описание | 描述 | 説明 | 설명
title, heading | titre, intertitre | título, encabezado | titel, überschrift | título | titolo | заголовок, название | 标题 | タイトル, 見出し | 제목
table of contents | table des matières, sommaire | tabla de contenidos, índice | inhaltsverzeichnis | sumário, índice | indice, sommario | оглавление, содержание | 目录 | 目次 | 목차
table | tableau | tabla | tabelle | tabela | tabella | таблица | 表格 | テーブル | 표, 테이블
list | liste | lista | liste | lista | elenco, lista | список | 列表 | リスト | 목록
emoji | émoji, émoticône | emoji | emoji | emoji | emoji | эмодзи | 表情 | 絵文字 | 이모지
math, formula, equation | mathématiques, formule, formules, équation, équations | matemáticas, fórmula, fórmulas, ecuación, ecuaciones | mathe, formel, formeln, gleichung | matemática, fórmula, fórmulas, equação | matematica, formula, formule, equazione | формула, формулы, математика, уравнение | 数学, 公式 | 数式 | 수식
diagram | diagramme, schéma | diagrama | diagramm | diagrama | diagramma | диаграмма | 图表, 流程图 | 図, ダイアグラム | 다이어그램
blog, post | blog, article, billet | blog, artículo, entrada | blog, beitrag, artikel | blog, artigo, postagem | blog, articolo | блог, статья, пост | 博客, 文章 | ブログ, 記事 | 블로그, 게시물
author | auteur | autor | autor | autor | autore | автор | 作者 | 著者 | 작성자
date, time | date, heure | fecha, hora | datum, uhrzeit | data, hora | data, ora | дата, время | 日期, 时间 | 日付, 時間, 時刻 | 날짜, 시간
hour, hours | heure, heures | hora, horas | stunde, stunden | hora, horas | ora, ore | час, часа, часов | 小时 | |
minute, minutes | minute, minutes | minuto, minutos | minute, minuten | minuto, minutos | minuto, minuti | минута, минуты, минут | 分钟 | 分間 | 분간
allow, allowed | autoriser, autorisé, autorisés, permettre | permitir, permitido, permitidos | erlauben, erlaubt, zulassen | permitir, permitido, permitidos | consentire, consentito | разрешить, разрешено | 允许 | 許可 | 허용
last updated | dernière mise à jour, dernière modification | última actualización, última modificación | zuletzt aktualisiert | última atualização | ultimo aggiornamento | последнее обновление | 最后更新 | 最終更新 | 마지막 업데이트
comments | commentaires | comentarios | kommentare | comentários | commenti | комментарии | 评论 | コメント | 댓글
analytics, statistics | statistiques, analyse d'audience | analítica, analíticas, estadísticas | statistik, statistiken, analyse | análise, estatísticas | analisi, statistiche | аналитика, статистика | 分析, 统计 | 分析, アナリティクス | 분석, 통계
cookie, consent | consentement, cookies | consentimiento, cookies | einwilligung, zustimmung, cookies | consentimento, cookies | consenso, cookie | согласие, куки | 同意, cookie | 同意, クッキー | 동의, 쿠키
feedback | retour, retours | comentarios, opinión, valoración | rückmeldung | opinião, avaliação | opinione, valutazione | отзыв, отзывы | 反馈 | フィードバック | 피드백
social | réseaux sociaux | redes sociales | soziale netzwerke | redes sociais | social | соцсети, социальные сети | 社交 | ソーシャル | 소셜
repository, repo | dépôt, référentiel | repositorio | repository | repositório | repository | репозиторий | 仓库 | リポジトリ | 저장소
edit | modifier, éditer | editar | bearbeiten | editar | modificare | редактировать | 编辑 | 編集 | 편집
preview | aperçu, prévisualiser, prévisualisation | vista previa, previsualizar | vorschau | pré-visualização, prévia | anteprima | предпросмотр, превью | 预览 | プレビュー | 미리보기
server | serveur | servidor | server | servidor | server | сервер | 服务器 | サーバー | 서버
machine, computer | machine, ordinateur | máquina, ordenador, computadora | rechner, computer, maschine | máquina, computador | macchina, computer | машина, компьютер | 计算机, 电脑 | マシン, コンピューター, パソコン | 머신, 컴퓨터
port | port | puerto | port | porta | porta | порт | 端口 | ポート | 포트
start, run | démarrer, lancer, exécuter | iniciar, ejecutar, arrancar | starten, ausführen | iniciar, executar, rodar | avviare, eseguire | запустить | 启动, 运行 | 起動, 実行 | 시작, 실행
stop, exit | arrêter, quitter | detener, parar, salir | stoppen, beenden | parar, sair | fermare, uscire | остановить, выйти | 停止, 退出 | 停止, 終了 | 중지, 종료
close | fermer, fermeture | cerrar, cierre | schließen | fechar | chiudere | закрыть | 关闭 | 閉じる | 닫기, 닫다
send | envoyer, envoie | enviar, envía | senden, schicken | enviar, envia | inviare | отправить, отправляет | 发送 | 送信, 送る | 보내기, 전송
restart | redémarrer | reiniciar | neu starten, neustarten | reiniciar | riavviare | перезапустить | 重启 | 再起動 | 재시작
access, reach | accéder, accès | acceder, acceso | zugreifen, zugriff, erreichen | acessar, acesso | accedere, accesso | доступ, получить доступ | 访问 | アクセス | 접근, 액세스
source, sources, citation, citations | source, sources, citation, citations | fuente, fuentes, cita, citas | quelle, quellen, zitat | fonte, fontes, citação, citações | fonte, fonti, citazione | источник, источники, цитата | 来源, 引用 | 出典, 引用, ソース | 출처, 인용
already in use, taken | déjà utilisé, occupé | en uso, ocupado | belegt, bereits verwendet | em uso, ocupado | in uso, occupato | занят | 占用, 被占用 | 使用中 | 사용 중
command | commande | comando | befehl | comando | comando | команда | 命令 | コマンド | 명령
environment variable | variable d'environnement | variable de entorno | umgebungsvariable | variável de ambiente | variabile d'ambiente | переменная окружения | 环境变量 | 環境変数 | 환경 변수
revoke, rotate | révoquer, révocation, renouveler | revocar, rotar | widerrufen, sperren, rotieren | revogar, rotacionar | revocare, ruotare | отозвать, отзыв | 撤销, 吊销, 轮换 | 失効, 取り消し, ローテーション | 폐기, 취소, 교체
right-to-left, rtl | droite à gauche | derecha a izquierda | rechts nach links | direita para a esquerda | destra a sinistra | справа налево | 从右到左 | 右から左 | 오른쪽에서 왼쪽
subscript, superscript | indice, exposant | subíndice, superíndice | tiefgestellt, hochgestellt | subscrito, sobrescrito | pedice, apice | нижний индекс, верхний индекс | 下标, 上标 | 下付き, 上付き | 아래 첨자, 위 첨자
key | clé | clave | schlüssel | chave | chiave | ключ | 密钥 | キー | 키
password | mot de passe | contraseña | passwort, kennwort | senha | password | пароль | 密码 | パスワード | 비밀번호
login, authentication, sign in | connexion, authentification, se connecter | inicio de sesión, autenticación, iniciar sesión | anmeldung, authentifizierung, anmelden | login, autenticação, entrar | accesso, autenticazione | вход, авторизация, аутентификация | 登录, 认证 | ログイン, 認証 | 로그인, 인증
user, users | utilisateur, utilisateurs | usuario, usuarios | benutzer, nutzer | usuário, usuários | utente, utenti | пользователь, пользователи | 用户 | ユーザー | 사용자
permission, permissions | permission, autorisation, droits | permiso, permisos | berechtigung, berechtigungen | permissão, permissões | permesso, permessi | разрешение, права | 权限 | 権限 | 권한
domain | domaine | dominio | domain | domínio | dominio | домен | 域名 | ドメイン | 도메인
redirect, redirects | redirection, rediriger | redirección, redirigir | weiterleitung, umleitung | redirecionamento, redirecionar | reindirizzamento, reindirizzare | редирект, перенаправление | 重定向 | リダイレクト | 리디렉션
address, url | adresse | dirección | adresse | endereço | indirizzo | адрес | 地址, 网址 | アドレス | 주소
cache | cache | caché | cache | cache | cache | кэш, кеш | 缓存 | キャッシュ | 캐시
performance, slow, fast, speed | performance, performances, lent, rapide, vitesse | rendimiento, lento, rápido, velocidad | leistung, langsam, schnell | desempenho, lento, rápido, velocidade | prestazioni, lento, veloce, velocità | производительность, медленно, быстро, скорость | 性能, 速度 | パフォーマンス, 遅い, 速度 | 성능, 속도
size | taille | tamaño | größe | tamanho | dimensione | размер | 大小, 尺寸 | サイズ | 크기
width | largeur | ancho, anchura | breite | largura | larghezza | ширина | 宽度 | 幅 | 너비
mobile, phone, small screen | mobile, téléphone, petit écran | móvil, teléfono, pantalla pequeña | mobil, handy, kleiner bildschirm | celular, móvel, tela pequena | cellulare, schermo piccolo | мобильный, телефон | 手机, 移动端, 小屏幕 | モバイル, スマホ | 모바일
screen | écran | pantalla | bildschirm | tela | schermo | экран | 屏幕 | 画面 | 화면
print, pdf | imprimer, impression | imprimir, impresión | drucken | imprimir, impressão | stampare, stampa | печать, распечатать | 打印 | 印刷 | 인쇄
export | exporter | exportar | exportieren | exportar | esportare | экспорт, экспортировать | 导出 | エクスポート | 내보내기
import | importer | importar | importieren | importar | importare | импорт, импортировать | 导入 | インポート | 가져오기
tag, tags | étiquette, étiquettes | etiqueta, etiquetas | schlagwort, schlagwörter | etiqueta, etiquetas | etichetta, etichette | тег, теги, метка | 标签 | タグ | 태그
category, categories | catégorie, catégories | categoría, categorías | kategorie, kategorien | categoria, categorias | categoria, categorie | категория, категории | 分类, 类别 | カテゴリ, カテゴリー | 카테고리
example | exemple | ejemplo | beispiel | exemplo | esempio | пример | 示例, 例子 | 例 | 예제, 예시
customize | personnaliser, personnalisation | personalizar, personalización | anpassen, anpassung | personalizar, personalização | personalizzare, personalizzazione | кастомизировать, кастомизация | 自定义, 定制 | カスタマイズ | 사용자 정의, 커스터마이즈
add | ajouter | añadir, agregar | hinzufügen | adicionar | aggiungere | добавить | 添加 | 追加 | 추가
create, new | créer, nouveau, nouvelle | crear, nuevo, nueva | erstellen, anlegen, neu | criar, novo, nova | creare, nuovo, nuova | создать, новый | 创建, 新建 | 作成, 新規 | 생성, 만들기
change | changer | cambiar | ändern | alterar, mudar | cambiare | изменить | 更改, 修改 | 変更 | 변경
show, display | afficher, montrer, affichage | mostrar, visualizar | anzeigen, zeigen | exibir, mostrar | mostrare, visualizzare | показать, отображать | 显示 | 表示 | 표시
enable | activer | activar, habilitar | aktivieren | ativar, habilitar | attivare, abilitare | включить | 启用, 开启 | 有効 | 활성화
disable | désactiver | desactivar, deshabilitar | deaktivieren | desativar, desabilitar | disattivare, disabilitare | отключить | 禁用, 关闭 | 無効 | 비활성화
upload | téléverser, téléversement | subir | hochladen | enviar, upload | caricare | загрузить | 上传 | アップロード | 업로드
download | télécharger, téléchargement | descargar | herunterladen | baixar | scaricare | скачать | 下载 | ダウンロード | 다운로드
project | projet | proyecto | projekt | projeto | progetto | проект | 项目 | プロジェクト | 프로젝트
site, website | site, site web | sitio, sitio web | website, webseite | site | sito, sito web | сайт | 网站, 站点 | サイト | 사이트
documentation, docs | documentation | documentación | dokumentation, doku | documentação | documentazione | документация | 文档 | ドキュメント | 문서
home page | page d'accueil, accueil | página de inicio | startseite | página inicial | pagina iniziale | главная страница | 首页, 主页 | ホームページ, トップページ | 홈페이지
not found, 404 | introuvable | no encontrada, no encontrado | nicht gefunden | não encontrada, não encontrado | non trovata, non trovato | не найдена, не найден | 找不到 | 見つからない | 찾을 수 없
order, sort | ordre, trier | orden, ordenar | reihenfolge, sortieren | ordem, ordenar | ordine, ordinare | порядок, сортировать | 顺序, 排序 | 順序, 並べ替え | 순서, 정렬
external | externe | externo | extern | externo | esterno | внешний | 外部 | 外部 | 외부
new tab, new window | nouvel onglet, nouvelle fenêtre | nueva pestaña, nueva ventana | neuer tab, neues fenster | nova aba, nova janela | nuova scheda, nuova finestra | новая вкладка | 新标签页, 新窗口 | 新しいタブ | 새 탭
keyboard shortcut | raccourci clavier, raccourci | atajo de teclado, atajo | tastenkürzel, tastenkombination | atalho de teclado, atalho | scorciatoia | сочетание клавиш, горячие клавиши | 快捷键 | ショートカット | 단축키
state | état | estado | zustand | estado | stato | состояние | 状态 | 状態 | 상태
test, testing | tester, tests | probar, pruebas, prueba | testen | testar, testes | testare | тестировать, тест, тесты | 测试 | テスト | 테스트
type, types | type, types, typage | tipo, tipos | typ, typen | tipo, tipos | tipo, tipi | тип, типы | 类型 | 型 | 타입
async, asynchronous | asynchrone | asíncrono, asíncrona | asynchron | assíncrono | asincrono | асинхронный | 异步 | 非同期 | 비동기
request | requête | solicitud, petición | anfrage | requisição, solicitação | richiesta | запрос | 请求 | リクエスト | 요청
response, answer | réponse | respuesta | antwort | resposta | risposta | ответ | 响应, 回复, 回答 | レスポンス, 応答, 回答 | 응답, 답변
data | données | datos | daten | dados | dati | данные | 数据 | データ | 데이터
function | fonction | función | funktion | função | funzione | функция | 函数 | 関数 | 함수
component | composant | componente | komponente | componente | componente | компонент | 组件 | コンポーネント | 컴포넌트
variable | variable | variable | variable | variável | variabile | переменная | 变量 | 変数 | 변수
dependency | dépendance | dependencia | abhängigkeit | dependência | dipendenza | зависимость | 依赖 | 依存 | 의존성
package | paquet | paquete | paket | pacote | pacchetto | пакет | 软件包 | パッケージ | 패키지
browser | navigateur | navegador | browser | navegador | browser | браузер | 浏览器 | ブラウザ | 브라우저
help, support | aide, assistance | ayuda, soporte | hilfe | ajuda, suporte | aiuto, supporto | помощь, поддержка | 帮助, 支持 | ヘルプ, サポート | 도움말, 지원
contact, email | contacter, courriel | contactar, correo | kontakt, kontaktieren | contato, contatar | contattare, contatto | связаться, почта | 联系, 邮箱 | 連絡, メール | 연락, 이메일
price, cost, plan | prix, coût, tarif, abonnement | precio, costo, coste, plan | preis, kosten, tarif | preço, custo, plano | prezzo, costo, piano | цена, стоимость, тариф | 价格, 费用, 套餐 | 価格, 料金, プラン | 가격, 요금
limit | limite | límite | grenze, begrenzung | limite | limite | лимит, ограничение | 限制, 上限 | 制限, 上限 | 제한, 한도
maximum | maximum | máximo, máxima | maximal, höchstens | máximo, máxima | massimo, massima | максимум, максимальный | 最多, 最大 | 最大 | 최대
video | vidéo | vídeo | video | vídeo | video | видео | 视频 | 動画 | 동영상
card, cards | carte, cartes | tarjeta, tarjetas | karte, karten | cartão, cartões | scheda, schede | карточка, карточки | 卡片 | カード | 카드
grid, columns | grille, colonnes | cuadrícula, columnas | raster, spalten | grade, colunas | griglia, colonne | сетка, колонки, столбцы | 网格, 列数 | グリッド, 列 | 그리드, 열
annotation, tooltip | annotation, infobulle | anotación | anmerkung, tooltip | anotação, dica | annotazione | аннотация, подсказка | 注释, 工具提示 | 注釈, ツールチップ | 주석, 툴팁
select, selection | sélectionner, sélection | seleccionar, selección | auswählen, auswahl | selecionar, seleção | selezionare, selezione | выбрать, выделение | 选择, 选中 | 選択 | 선택
scroll | défilement, défiler | desplazamiento, desplazar | scrollen | rolagem, rolar | scorrimento, scorrere | прокрутка | 滚动 | スクロール | 스크롤
animation | animation | animación | animation | animação | animazione | анимация | 动画 | アニメーション | 애니메이션
offline | hors ligne | sin conexión | offline | sem conexão | offline | офлайн | 离线 | オフライン | 오프라인
feature, features | fonctionnalité, fonctionnalités | funcionalidad, funcionalidades, características | funktionen | recurso, recursos, funcionalidade | funzionalità | возможность, возможности | 功能, 特性 | 機能 | 기능
path, route | chemin, route | ruta | pfad, route | caminho, rota | percorso | путь, маршрут | 路径, 路由 | パス, ルート | 경로
static | statique | estático, estática | statisch | estático, estática | statico, statica | статический | 静态 | 静的 | 정적
public | public, publique | público, pública | öffentlich | público, pública | pubblico, pubblica | публичный | 公开 | 公開 | 공개
private | privé, privée | privado, privada | privat | privado, privada | privato, privata | приватный | 私有 | 非公開, プライベート | 비공개
team | équipe | equipo | team | equipe | squadra | команда | 团队 | チーム | 팀
member, members | membre, membres | miembro, miembros | mitglied, mitglieder | membro, membros | membro, membri | участник, участники | 成员 | メンバー | 멤버
invite | inviter | invitar | einladen | convidar | invitare | пригласить | 邀请 | 招待 | 초대
account | compte | cuenta | konto | conta | account | аккаунт, учетная запись | 账户, 账号 | アカウント | 계정
dashboard | tableau de bord | panel, tablero | übersicht | painel | pannello | панель управления, дашборд | 仪表板, 控制台 | ダッシュボード | 대시보드
assistant, chat | assistant, discussion | asistente, chat | assistent | assistente, chat | assistente | ассистент, чат | 助手, 聊天 | アシスタント, チャット | 어시스턴트, 채팅
question | question, questions | pregunta, preguntas | frage, fragen | pergunta, perguntas | domanda, domande | вопрос, вопросы | 问题 | 質問 | 질문
conversation, thread | conversation, fil | conversación, hilo | unterhaltung, gespräch | conversa | conversazione | разговор, диалог | 对话, 会话 | 会話, スレッド | 대화
database | base de données | base de datos | datenbank | banco de dados | base di dati | база данных | 数据库 | データベース | 데이터베이스
instance, instances | instance, instances | instancia, instancias | instanz, instanzen | instância, instâncias | istanza, istanze | экземпляр, экземпляры | 实例 | インスタンス | 인스턴스
log, logs | journal, journaux | registro, registros | protokoll, protokolle | registro, registros | registro | лог, логи, журнал | 日志 | ログ | 로그
network, internet | réseau, internet | red, internet | netzwerk, internet | rede, internet | rete, internet | сеть, интернет | 网络, 联网, 互联网 | ネットワーク, インターネット | 네트워크, 인터넷
multiple, several | plusieurs | varios, varias, múltiples | mehrere | vários, várias, múltiplos | diversi, diverse, multipli | несколько | 多个 | 複数 | 여러
automatic, automatically | automatique, automatiquement | automático, automáticamente | automatisch | automático, automaticamente | automatico, automaticamente | автоматически, автоматический | 自动 | 自動 | 자동
deprecated | obsolète, déprécié | obsoleto, en desuso | veraltet | obsoleto, descontinuado | deprecato, obsoleto | устаревший | 弃用, 已废弃 | 非推奨 | 사용 중단
migrate, migration | migrer, migration | migrar, migración | migrieren, migration | migrar, migração | migrare, migrazione | миграция, мигрировать | 迁移 | 移行 | 마이그레이션
render, rendering | rendu | renderizar, renderizado | rendern | renderizar, renderização | rendering | рендеринг, отрисовка | 渲染 | レンダリング, 描画 | 렌더링
server-side rendering | rendu côté serveur | renderizado del lado del servidor | serverseitiges rendern | renderização no servidor | rendering lato server | серверный рендеринг | 服务端渲染 | サーバーサイドレンダリング | 서버 사이드 렌더링
undo, redo | annuler, rétablir | deshacer, rehacer | rückgängig, wiederholen | desfazer, refazer | annullare, ripetere | отменить, повторить | 撤销, 重做 | 元に戻す, やり直し | 실행 취소, 다시 실행
action | action | acción | aktion | ação | azione | действие, экшен | 动作 | アクション | 액션
immutable | immuable | inmutable | unveränderlich | imutável | immutabile | неизменяемый | 不可变 | イミュータブル, 不変 | 불변
selector | sélecteur | selector | selektor | seletor | selettore | селектор | 选择器 | セレクター | 셀렉터
subscribe | abonner, abonnement | suscribir, suscripción | abonnieren | assinar, inscrever | iscriversi, abbonamento | подписка, подписаться | 订阅 | 購読, サブスクライブ | 구독
share | partager, partage | compartir | teilen | compartilhar | condividere | поделиться | 分享 | 共有 | 공유
content | contenu | contenido | inhalt | conteúdo | contenuto | контент, содержимое | 内容 | コンテンツ | 콘텐츠
text | texte | texto | text | texto | testo | текст | 文本, 文字 | テキスト | 텍스트
embed | intégrer, intégration | incrustar, insertar, integrar | einbetten | incorporar, embutir | incorporare | встроить | 嵌入 | 埋め込み, 埋め込む | 임베드
script | script | script | skript | script | script | скрипт | 脚本 | スクリプト | 스크립트
certificate, https | certificat | certificado | zertifikat | certificado | certificato | сертификат | 证书 | 証明書 | 인증서
container, docker | conteneur | contenedor | container | contêiner | container | контейнер | 容器 | コンテナ | 컨테이너
production | production | producción | produktion | produção | produzione | продакшн | 生产环境 | 本番 | 프로덕션
local, locally | local, localement | local, localmente | lokal | local, localmente | locale, localmente | локально, локальный | 本地 | ローカル | 로컬
free | gratuit, gratuite | gratis, gratuito | kostenlos | grátis, gratuito | gratuito | бесплатно, бесплатный | 免费 | 無料 | 무료
license | licence | licencia | lizenz | licença | licenza | лицензия | 许可证 | ライセンス | 라이선스
sponsor | sponsor, parrainer | patrocinar, patrocinador | sponsor | patrocinador | sponsor | спонсор | 赞助 | スポンサー | 후원
publish | publier | publicar | veröffentlichen | publicar | pubblicare | опубликовать | 发布 | 公開 | 게시
draft | brouillon | borrador | entwurf | rascunho | bozza | черновик | 草稿 | 下書き | 초안
archive | archives | archivar | archiv | arquivar | archivio | архив | 归档 | アーカイブ | 아카이브
excerpt, summary | résumé, extrait | resumen, extracto | zusammenfassung, auszug | resumo, trecho | riassunto, estratto | краткое описание, выдержка | 摘要 | 要約, 抜粋 | 요약
pagination | pagination | paginación | paginierung | paginação | paginazione | пагинация | 分页 | ページネーション | 페이지네이션
copyright | droits d'auteur | derechos de autor | urheberrecht | direitos autorais | diritti d'autore | авторское право | 版权 | 著作権 | 저작권
mode | mode | modo | modus | modo | modalità | режим | 模式 | モード | 모드
sitemap | plan du site | mapa del sitio | sitemap | mapa do site | mappa del sito | карта сайта | 站点地图 | サイトマップ | 사이트맵
search engine, seo | moteur de recherche, référencement | motor de búsqueda, posicionamiento | suchmaschine | mecanismo de busca | motore di ricerca | поисковая система, поисковик | 搜索引擎 | 検索エンジン | 검색 엔진
index | index, indexer | índice, indexar | index, indexieren | índice, indexar | indice, indicizzare | индекс, индексировать | 索引 | インデックス | 인덱스
parameter, parameters | paramètre, paramètres | parámetro, parámetros | parameter | parâmetro, parâmetros | parametro, parametri | параметр, параметры | 参数 | パラメータ, パラメーター | 매개변수, 파라미터
property, properties, attribute | propriété, propriétés, attribut | propiedad, propiedades, atributo | eigenschaft, eigenschaften, attribut | propriedade, propriedades, atributo | proprietà, attributo | свойство, свойства, атрибут | 属性 | プロパティ, 属性 | 속성
field, fields | champ, champs | campo, campos | feld, felder | campo, campos | campo, campi | поле, поля | 字段 | フィールド | 필드
endpoint, endpoints | point de terminaison | punto final | endpunkt | ponto de extremidade | endpoint | эндпоинт, конечная точка | 端点, 接口 | エンドポイント | 엔드포인트
schema | schéma | esquema | schema | esquema | schema | схема | 模式, 架构 | スキーマ | 스키마
response example, examples | exemple de réponse | respuesta de ejemplo | beispielantwort, beispielantworten | exemplo de resposta | risposta di esempio | пример ответа | 响应示例 | レスポンス例 | 응답 예시
mark, label | marquer, étiquette, libellé | marcar, etiqueta | markieren, beschriftung | marcar, rótulo | contrassegnare, etichetta | пометить, отметить, метка | 标记 | マーク, ラベル | 표시, 라벨
result, results | résultat, résultats | resultado, resultados | ergebnis, ergebnisse | resultado, resultados | risultato, risultati | результат, результаты | 结果 | 結果 | 결과
query, queries | requête, requêtes | consulta, consultas | suchanfrage, suchanfragen, abfrage | consulta, consultas | query, interrogazione | запрос, запросы | 查询 | クエリ | 쿼리
security | sécurité | seguridad | sicherheit | segurança | sicurezza | безопасность | 安全 | セキュリティ | 보안
organization | organisation | organización | organisation | organização | organizzazione | организация | 组织 | 組織 | 조직
enterprise | entreprise | empresa, empresarial | unternehmen | empresa, empresarial | azienda, aziendale | корпоративный | 企业 | エンタープライズ, 企業 | 엔터프라이즈, 기업
register, sign up | enregistrer, inscrire, inscription | registrar, registrarse | registrieren | cadastrar, registrar | registrare, registrarsi | зарегистрировать, регистрация | 注册 | 登録 | 등록
connect, integration | connecter, intégration | conectar, integración | verbinden, integration, einbinden | conectar, integração | collegare, integrazione | подключить, интеграция | 连接, 集成 | 接続, 連携, 統合 | 연결, 통합
branch | branche | rama | branch, zweig | branch, ramo | ramo | ветка | 分支 | ブランチ | 브랜치
merge | fusionner | fusionar | zusammenführen, mergen | mesclar | unire | слить, мерж | 合并 | マージ | 머지, 병합
pull request | demande de fusion | solicitud de extracción | pull request | pull request | pull request | пулл реквест | 拉取请求 | プルリクエスト | 풀 리퀘스트
rule, rules | règle, règles | regla, reglas | regel, regeln | regra, regras | regola, regole | правило, правила | 规则 | ルール | 규칙
protection, protected | protection, protégé | protección, protegido | schutz, geschützt | proteção, protegido | protezione, protetto | защита, защищенный | 保护 | 保護 | 보호
scrape, import | extraire, aspirer | extraer | scrapen, importieren | extrair, raspar | estrarre | спарсить, парсинг | 抓取 | スクレイプ | 스크레이프
separate, separator | séparer, séparateur | separar, separador | trennen, trennzeichen | separar, separador | separare, separatore | разделить, разделитель | 分隔 | 区切る, 区切り | 구분
accordion | accordéon | acordeón | akkordeon | acordeão | fisarmonica | аккордеон | 手风琴 | アコーディオン | 아코디언
anchor | ancre | ancla | anker | âncora | ancora | якорь | 锚点 | アンカー | 앵커
share link | lien de partage | enlace para compartir | link teilen | link de compartilhamento | link di condivisione | ссылка | 分享链接 | 共有リンク | 공유 링크
api reference | référence api | referencia de api | api-referenz | referência da api | riferimento api | справочник api | api 参考 | api リファレンス | api 레퍼런스
playground | bac à sable | zona de pruebas | spielwiese | playground | playground | песочница | 演练场 | プレイグラウンド | 플레이그라운드
sdk | sdk | sdk | sdk | sdk | sdk | sdk | 开发工具包 | sdk | sdk
webhook | webhook | webhook | webhook | webhook | webhook | вебхук | 网络钩子 | ウェブフック | 웹훅
token | jeton | token | token | token | token | токен | 令牌 | トークン | 토큰
secret | secret | secreto | geheimnis | segredo | segreto | секрет | 机密 | シークレット | 시크릿
upgrade plan | passer à | mejorar plan | upgrade | mudar de plano | passare a | перейти на тариф | 升级套餐 | プランのアップグレード | 요금제 업그레이드
snippet, reusable | extrait réutilisable | fragmento reutilizable | baustein, wiederverwendbar | trecho reutilizável | frammento riutilizzabile | фрагмент, переиспользуемый | 代码片段, 可复用 | スニペット, 再利用 | 스니펫, 재사용
steps | étapes | pasos | schritte | etapas, passos | passaggi | шаги | 步骤 | 手順, ステップ | 단계
step | étape | paso | schritt | etapa, passo | passaggio | шаг | 步骤 | 手順 | 단계
badge | badge | insignia | abzeichen, badge | emblema, selo | distintivo | значок, бейдж | 徽章 | バッジ | 배지
banner top | bandeau | franja | banner | faixa | banner | баннер | 横幅 | バナー | 배너
description meta, metadata | métadonnées | metadatos | metadaten | metadados | metadati | метаданные | 元数据 | メタデータ | 메타데이터
preview image, social card | image d'aperçu, carte sociale | imagen de vista previa | vorschaubild | imagem de pré-visualização | immagine di anteprima | превью-изображение | 预览图 | プレビュー画像 | 미리보기 이미지
favicon | favicon, icône de site | favicon | favicon | favicon | favicon | фавикон | 网站图标 | ファビコン | 파비콘
footnote, footnotes | note de bas de page, notes de bas de page | nota al pie, notas al pie | fußnote, fußnoten | nota de rodapé | nota a piè di pagina | сноска, сноски | 脚注 | 脚注 | 각주
back to top | retour en haut | volver arriba | nach oben | voltar ao topo | torna su | наверх | 返回顶部 | トップに戻る | 맨 위로
sortable | triable | ordenable | sortierbar | ordenável | ordinabile | сортируемый | 可排序 | ソート可能 | 정렬 가능
tooltip | infobulle | información emergente | tooltip, kurzinfo | dica de ferramenta | suggerimento | подсказка | 提示 | ツールチップ | 툴팁
reload, refresh | recharger, rafraîchir | recargar, actualizar | neu laden, aktualisieren | recarregar, atualizar | ricaricare | перезагрузить, обновить | 刷新, 重新加载 | 再読み込み, リロード | 새로고침
nested | imbriqué, imbriquées | anidado, anidados | verschachtelt | aninhado, aninhados | annidato, annidati | вложенный, вложенные | 嵌套 | ネスト, 入れ子 | 중첩
normalize | normaliser | normalizar | normalisieren | normalizar | normalizzare | нормализовать | 规范化, 范式化 | 正規化 | 정규화
serializable | sérialisable | serializable | serialisierbar | serializável | serializzabile | сериализуемый | 可序列化 | シリアライズ可能 | 직렬화 가능
promise | promesse | promesa | promise, versprechen | promessa | promessa | промис | 承诺 | プロミス | 프로미스
reducer | réducteur | reductor | reducer | redutor | riduttore | редьюсер | 归约器 | リデューサー | 리듀서
store | magasin | almacén | store | store | store | стор, хранилище | 仓库, 存储 | ストア | 스토어
form | formulaire | formulario | formular | formulário | modulo | форма | 表单 | フォーム | 폼
principle, principles | principe, principes | principio, principios | prinzip, prinzipien, grundprinzip, grundprinzipien, grundsatz, grundsätze | princípio, princípios | principio, principi | принцип, принципы | 原则 | 原則 | 원칙
meaning, mean, means | signification, signifie, veut dire | significado, significa | bedeutung, bedeutet | significado, significa | significato, significa | значение, означает | 含义, 意思是 | 意味 | 의미, 뜻
name, named, called | nommé, appelé, s'appelle | nombre, llamado, llama | heißt, genannt, bezeichnung | nome, chamado, chama | nome, chiamato, chiama | название, называется | 名字, 名称, 叫做 | 名前, 名称 | 이름
difference, differences, versus | différence, différences | diferencia, diferencias | unterschied, unterschiede | diferença, diferenças | differenza, differenze | разница, отличие | 区别, 差异 | 違い | 차이
empty | vide | vacío, vacía | leer | vazio, vazia | vuoto, vuota | пустой | 空白 | 空 | 비어
option, options | option, options | opción, opciones | option, optionen, einstellung | opção, opções | opzione, opzioni | опция, опции, опций | 选项 | オプション設定, 選択肢 | 옵션 설정, 선택지
value, values | valeur, valeurs | valor, valores | wert, werte | valor, valores | valore, valori | значения, величина | 数值, 取值 | 数値, 設定値 | 설정값, 입력값
keyword, keywords | mot-clé, mots-clés, mot clé | palabra clave, palabras clave | schlüsselwort, stichwort, keyword | palavra-chave, palavras-chave | parola chiave, parole chiave | ключевое слово, ключевые слова | 关键词, 关键字 | キーワード | 키워드
live, real-time | en direct, temps réel | en vivo, tiempo real | echtzeit, live | ao vivo, tempo real | in diretta, tempo reale | в реальном времени, живой | 实时 | ライブ, リアルタイム | 라이브, 실시간
override, overrides | surcharger, écraser, redéfinir | sobrescribir, sobreescribir | überschreiben, überschrieben, override | sobrescrever, sobrescrita | sovrascrivere | переопределить, переопределение | 覆盖, 重写 | 上書き, オーバーライド | 재정의, 덮어쓰기, 오버라이드
development, develop, dev | développement | desarrollo, desarrollar | entwicklung, entwickeln, entwickelt, dev | desenvolvimento, desenvolver | sviluppo, sviluppare | разработка, разрабатывать, разработки | 开发 | 開発 | 개발
read, reading | lire, lecture | lectura, leído | lesen, gelesen, liest, auslesen | ler, leitura | leggere, lettura | читать, чтение, прочитать | 读取, 阅读 | 読む, 読み取り | 읽기, 읽다
latest | dernière version, plus récent, dernier | última versión, más reciente | neueste, aktuellste, neueste version | mais recente, última versão | ultima versione, più recente | последняя версия, последний, свежий | 最新 | 最新 | 최신
internal | interne | interno | intern, interne, interner | interno | interno | внутренний | 内部 | 内部 | 내부
community | communauté | comunidad | community, gemeinschaft | comunidade | comunità | сообщество | 社区 | コミュニティ | 커뮤니티
focus, focused | focus, focaliser | foco, enfocar | fokus, fokussiert, fokussieren | foco, focar | focus | фокус | 焦点, 聚焦 | フォーカス | 포커스
flag, flags | drapeau, indicateur | bandera, flag | flag, flags, schalter, kennzeichen | flag, sinalizador | flag | флаг, флаги, флага, флагом | 标志位, 旗标 | フラグ | 플래그
third-party, third party | tiers | terceros, de terceros | drittanbieter, drittanbietern, third party | terceiros | terze parti | сторонний, сторонние | 第三方 | サードパーティ | 서드파티, 타사
core | noyau, core | núcleo | core, kern, kernfunktion | núcleo | nucleo | ядро | 核心 | コア | 코어, 핵심
skip, skipped | sauter | omitir, saltar | überspringen, übersprungen, auslassen, ausgelassen, skip | pular | saltare | пропустить | 跳过 | スキップ | 건너뛰기
interface, interfaces | interface | interfaz | interface, schnittstelle | interface | interfaccia | интерфейс | 界面, 用户界面 | インターフェース, インターフェイス | 인터페이스
background | arrière-plan, fond | segundo plano, color de fondo, imagen de fondo | hintergrund, hintergrundfarbe, hintergrundbild | fundo, segundo plano, plano de fundo | sfondo | фон, фона, фоне, фоновый | 背景, 后台 | 背景, バックグラウンド | 배경, 백그라운드
knowledge, knowledge base | connaissances, base de connaissances | conocimiento, base de conocimiento | wissen, wissensdatenbank, wissensbasis, kenntnisse | conhecimento, base de conhecimento | conoscenza, base di conoscenza | знания, база знаний | 知识, 知识库 | 知識, ナレッジ | 지식, 지식 베이스
box | boîte | caja, cuadro | box, kasten | caixa | riquadro, casella | рамка, блок | 方框, 文本框 | ボックス | 박스, 상자
visible, visibility | visible, visibilité | visible, visibilidad | sichtbar, sichtbarkeit, unsichtbar | visível, visibilidade | visibile, visibilità | видимый, видимость, виден | 可见, 可见性 | 可視性, 見える | 가시성, 표시 여부
generic, generics | générique, génériques | genérico, genéricos | generisch, generics, generische | genérico, genéricos | generico, generici | дженерик, дженерики, обобщенный | 泛型 | ジェネリクス, 総称型 | 제네릭
body | corps | cuerpo | body, rumpf | corpo | corpo | тело, тела, телом, теле | 正文, 请求体 | ボディ, 本文 | 본문, 바디
task, tasks | tâche, tâches | tarea, tareas | aufgabe, aufgaben, task | tarefa, tarefas | compito, compiti, task | задача, задачи, таск | 任务 | タスク | 작업, 태스크
markdown | markdown | markdown | markdown | markdown | markdown | маркдаун, markdown | markdown | マークダウン, markdown | 마크다운, markdown
runtime | environnement d'exécution, runtime | entorno de ejecución, tiempo de ejecución | laufzeit, laufzeitumgebung, runtime | tempo de execução, ambiente de execução | runtime, ambiente di esecuzione | среда выполнения, рантайм | 运行时 | ランタイム | 런타임
raw | brut, brute | sin procesar, en bruto | rohdaten, unverarbeitet, rohformat, rohen, raw | bruto, cru | grezzo, grezzi | сырой, сырые | 原始 | 生データ, ロー | 원시, 원본
minimum, minimal | minimum, minimal | mínimo, mínima | minimum, minimal, minimale, mindestens | mínimo, mínima | minimo, minima | минимум, минимальный | 最少, 最小 | 最小, 最低 | 최소
sync, synchronize, synchronization | synchroniser, synchronisation | sincronizar, sincronización | sync, synchronisieren, synchronisation, synchron | sincronizar, sincronização | sincronizzare, sincronizzazione | синхронизация, синхронизировать | 同步 | 同期 | 동기화
scope, scopes | portée | alcance, ámbito | scope, gültigkeitsbereich, geltungsbereich | escopo | ambito | область видимости, скоуп | 作用域 | スコープ | 스코프, 범위
compatible, compatibility | compatible, compatibilité | compatible, compatibilidad | kompatibel, kompatibilität, inkompatibel | compatível, compatibilidade | compatibile, compatibilità | совместимый, совместимость | 兼容, 兼容性 | 互換, 互換性 | 호환, 호환성
trigger, triggers | déclencher, déclencheur | disparar, disparador, desencadenar | auslösen, ausgelöst, trigger | disparar, gatilho, acionar | innescare, trigger | триггер, срабатывать, срабатывание | 触发, 触发器 | トリガー, 発火 | 트리거
interactive, interact, interaction | interactif, interaction, interagir | interactivo, interacción, interactuar | interaktiv, interaktion, interagieren | interativo, interação, interagir | interattivo, interazione, interagire | интерактивный, взаимодействие, взаимодействовать | 交互 | インタラクティブ, インタラクション, 対話 | 상호작용, 인터랙티브
pipeline, pipelines | pipeline | pipeline, canalización | pipeline | pipeline | pipeline | пайплайн, конвейер | 流水线, 管道 | パイプライン | 파이프라인
push | push, pousser | push, empujar | push | push, empurrar | push | пуш, пушить, запушить | 推送 | プッシュ | 푸시
alternative, alternatives | alternative, alternatives | alternativa, alternativas | alternative, alternativ | alternativa, alternativas | alternativa, alternative | альтернатива, аналог | 替代, 替代方案 | 代替, 代わり | 대안
absolute | absolu, absolue | absoluto, absoluta | absolut, absolute, absoluten | absoluto, absoluta | assoluto, assoluta | абсолютный | 绝对 | 絶対 | 절대
ecosystem | écosystème | ecosistema | ökosystem | ecossistema | ecosistema | экосистема | 生态, 生态系统 | エコシステム | 생태계
topic, topics | sujet, sujets | tópico, tópicos | thema, themen, topic | tópico, tópicos, assunto | topic | топик, темы | 话题 | トピック | 주제, 토픽
review, reviews | revue, relecture, révision | revisión, revisar | review, reviews, begutachtung, durchsicht | revisão, revisar | revisione, revisionare | ревью, рецензирование | 审查, 审核, 评审 | レビュー | 리뷰, 검토
native | natif, native | nativo, nativa | nativ, native, nativen | nativo, nativa | nativo, nativa | нативный, родной | 原生 | ネイティブ | 네이티브
level, levels | niveau, niveaux | nivel, niveles | level, ebene, stufe | nível, níveis | livello, livelli | уровень, уровня, уровни | 级别, 层级 | レベル, 階層 | 레벨, 수준
root | racine | raíz, raíces | root, wurzel, stammverzeichnis, wurzelverzeichnis | raiz, raízes | radice | корень, корневой, корня | 根目录, 根节点 | ルートディレクトリ, 最上位 | 루트
generate, generated, generation | générer, généré, génération | generar, generado, generación | generieren, erzeugen, generierung, generiert, erzeugt | gerar, gerado, geração | generare, generato, generazione | сгенерировать, генерировать, генерация | 生成 | 生成 | 생성기, 자동 생성
process, processing | processus, traitement, traiter | proceso, procesar, procesamiento | prozess, verarbeiten, verarbeitung | processo, processar, processamento | processo, elaborazione, elaborare | процесс, обработка, обработать | 进程, 处理 | プロセス, 処理 | 프로세스, 처리
behavior, behaviour | comportement | comportamiento | verhalten | comportamento | comportamento | поведение | 行为 | 動作, 挙動 | 동작
full, complete | complet, complète, entier, entière | completo, completa, entero | vollständig, komplett | completo, completa, inteiro | completo, completa, intero | полный, полностью, целиком | 完整, 全部 | 完全, 全体 | 전체, 완전
guide, tutorial | guide, tutoriel | guía, guías, tutorial | anleitung, leitfaden, tutorial, guide | guia, guias, tutorial | guida, tutorial | руководство, гайд, туториал | 指南, 教程 | ガイド, チュートリアル | 가이드, 튜토리얼
required, require, requirements, necessary | requis, obligatoire, nécessaire, prérequis, exigences | requerido, obligatorio, necesario, requisito, requisitos | erforderlich, benötigt, notwendig, voraussetzung, pflicht | obrigatório, necessário, requisito, requisitos, exigido | obbligatorio, necessario, requisito, requisiti | обязательный, необходимый, требования, требуется | 必需, 必填, 必要, 前提条件 | 必須, 必要, 要件 | 필수, 필요, 요구 사항
client | client | cliente | client | cliente | client | клиент, клиента, клиентский | 客户端 | クライアント | 클라이언트
style, styles, styling | style, styles, styliser | estilo, estilos | style, styling, stil, stile | estilo, estilos | stile, stili | стиль, стили, стилизация | 样式 | スタイル | 스타일
return, returns, returned | renvoyer, renvoie, valeur de retour | devolver, devuelve, valor de retorno | zurückgeben, zurückgibt, gibt zurück, rückgabewert, rückgabe | retornar, retorno | restituire, restituisce, valore di ritorno | возвращать, вернуть, возвращает, возвращаемое значение | 返回, 返回值 | 戻り値, 返す, 返り値 | 반환, 리턴
optional | optionnel, facultatif | opcional | optional, optionale, freiwillig | opcional | opzionale, facoltativo | необязательный, опциональный | 可选 | オプション, 任意 | 선택 사항, 옵션
object, objects | objet, objets | objeto, objetos | objekt, objekte, object | objeto, objetos | oggetto, oggetti | объект, объекта, объекты | 对象 | オブジェクト | 객체, 오브젝트
section, sections | section, sections | sección, secciones | abschnitt, sektion | seção, seções, secção | sezione, sezioni | раздел, раздела, разделы, секция | 章节, 区块, 板块 | セクション | 섹션
web | web | web | web, webanwendung, webseite | web | web | веб | 网页, web | ウェブ, web | 웹 페이지, 웹앱
layout | mise en page, disposition | diseño, disposición | layout, anordnung, seitenaufbau | layout, disposição | layout, disposizione | макет, разметка, лейаут | 布局 | レイアウト | 레이아웃
string, strings | chaîne, chaîne de caractères | cadena, cadena de texto | string, zeichenkette, zeichenfolge | string, cadeia de caracteres | stringa, stringhe | строка, строки, строку | 字符串 | 文字列 | 문자열
pattern, patterns | motif, motifs, patron | patrón, patrones | muster, pattern, entwurfsmuster | pattern, padrões de projeto | pattern | паттерн, паттерны | 设计模式, 通配符 | パターン | 패턴
initial, initialize, initialization | initial, initiale, initialiser, initialisation | inicial, inicializar, inicialización | initial, initialisieren, anfangswert, anfänglich, startwert | inicial, inicializar, inicialização | iniziale, inizializzare, inizializzazione | начальный, начальное, инициализация, инициализировать | 初始, 初始化 | 初期, 初期化, 初期値 | 초기, 초기화
tree | arbre, arborescence | árbol, árboles | baum, bäume, baumstruktur, tree | árvore, árvores | albero, alberi | дерево, дерева, деревья | 树形, 树状, 目录树 | ツリー | 트리
item, items, element | élément, éléments | elemento, elementos | element, eintrag, item | item, itens, elemento | elemento, elementi | элемент, элемента, элементы, пункт | 条目, 列表项, 元素 | 項目, アイテム, 要素 | 항목, 아이템, 요소
manual, manually | manuel, manuellement | manual, manualmente | manuell, händisch, von hand, handbuch | manual, manualmente | manuale, manualmente | вручную, ручной | 手动 | 手動 | 수동
array, arrays | array | arreglo, array | array, arrays, datenfeld | array, vetor | array, vettore | массив, массива, массивы | 数组 | 配列 | 배열
click | cliquer, clic, clique | clic, hacer clic, pulsar | klicken, geklickt, anklicken, click | clicar, clique | cliccare, clic | клик, кликнуть, нажать, нажатие | 点击, 单击 | クリック | 클릭
event, events | événement, événements, évènement | evento, eventos | event, ereignis | evento, eventos | evento, eventi | событие, события, ивент | 事件 | イベント | 이벤트
unique | unique | único, única | eindeutig, einzigartig, unique | único, única | univoco, unico | уникальный | 唯一 | 一意, ユニーク | 고유
global | global, globale, globaux | global | global, globale, globalen | global | globale | глобальный, глобально, глобальная | 全局 | グローバル | 전역, 글로벌
wrap, wrapper, wrapping | envelopper, retour à la ligne | envolver, ajuste de línea | wrapper, umschließen, umhüllen, umbrechen, zeilenumbruch | envolver, quebra de linha | avvolgere, a capo | обернуть, обертка, обёртка, перенос строк | 包裹, 换行, 包装 | ラップ, 折り返し, 囲む | 감싸기, 줄바꿈, 래핑
class, classes | classe, classes | clase, clases | klasse, klassen, class | classe, classes | classe, classi | класс, класса, классы, классов | 类名, 子类 | クラス | 클래스
issue, issues, problem | problème, problèmes, ticket | problema, problemas, incidencia | problem, issue, ticket | problema, problemas, issue | problema, problemi, segnalazione | проблема, проблемы, проблему | 议题, 故障 | 問題, 課題, イシュー | 문제, 이슈
appear, appears | apparaître, apparaît, apparaissent | aparecer, aparece, aparecen | erscheinen, erschienen, auftauchen, aufgetaucht, angezeigt | aparecer, aparece | apparire, appare, compaiono | появляться, появляется, появилось | 出现 | 現れる, 出てくる | 나타나다, 나타나지
library, libraries | bibliothèque, bibliothèques, librairie | biblioteca, bibliotecas, librería | bibliothek, library | biblioteca, bibliotecas | libreria, librerie | библиотека, библиотеки, библиотеку | 类库, 第三方库 | ライブラリ | 라이브러리
split | diviser, scinder, découper | dividir, dividido | aufteilen, aufgeteilt, trennen, zerlegen | dividir | dividere, suddividere | разбить, разбиение | 拆分, 分割 | 分割 | 분할
match, matching | correspondre, correspondance | coincidir, coincidencia | übereinstimmen, passend, treffer, abgleich | corresponder, correspondência | corrispondere, corrispondenza | совпадение, совпадать, соответствовать | 匹配 | 一致, マッチ | 일치, 매칭
media | média, médias | multimedia, medios | medien, media, mediendateien | mídia, mídias | media, multimediale | медиа, медиафайлы | 媒体 | メディア | 미디어
left | gauche | izquierda | linke, linksbündig | esquerda | sinistra | слева, левый, левая, левой | 左侧, 左边 | 左側 | 왼쪽
developer, developers | développeur, développeurs | desarrollador, desarrolladores | entwickler, entwicklerin, developer | desenvolvedor, desenvolvedores | sviluppatore, sviluppatori | разработчик, разработчика, разработчики | 开发者, 开发人员 | 開発者 | 개발자
history | historique | historial, historia | verlauf, historie, geschichte, versionsverlauf | histórico | cronologia, storico | история, истории | 历史, 历史记录 | 履歴 | 히스토리, 이력
flow | flux | flujo | ablauf, fluss, datenfluss, flow | fluxo | flusso | поток, потока, потоки | 流程 | フロー | 흐름, 플로우
apply, applied | appliquer, appliqué | aplicar, aplicado | anwenden, angewendet, angewandt | aplicar, aplicado | applicare, applicato | применить, применять, применяется | 套用, 生效 | 適用 | 적용
template, templates | modèle, modèles, gabarit | plantilla, plantillas | vorlage, template, schablone | template, modelo, modelos | modello, modelli, template | шаблон, шаблоны | 模板 | テンプレート | 템플릿
relative | relatif, relative | relativo, relativa | relativ, relative, relativen | relativo, relativa | relativo, relativa | относительный, относительная, относительно | 相对 | 相対 | 상대
call, calls | appel, appels | llamada, llamadas | aufrufen, aufgerufen, aufruf, ruft auf | chamada, chamadas | chiamata, chiamate | вызов, вызова, вызвать, вызывать | 调用 | 呼び出し, 呼び出す | 호출
hook, hooks | hook, hooks | hook, hooks | hook, hooks | hook, hooks | hook, hooks | хук, хука, хуки, хуков | 钩子 | フック | 후크, 훅 함수
implement, implementation | implémenter, implémentation, mettre en œuvre | implementar, implementación | implementieren, implementierung, umsetzen, umgesetzt, implementation | implementar, implementação | implementare, implementazione | реализовать, реализация, имплементация | 实现 | 実装 | 구현
fetch, fetching | récupérer, récupération | obtener, recuperar | abrufen, abgerufen, fetch, abholen | obter, recuperar | recuperare, ottenere | получить, получение, извлечь | 获取, 拉取 | 取得, フェッチ | 페치, 불러오기
platform, platforms | plateforme, plateformes | plataforma, plataformas | plattform, plattformen | plataforma, plataformas | piattaforma, piattaforme | платформа, платформы, платформу | 平台 | プラットフォーム | 플랫폼
target | cible, cibler | objetivo, destino | target, ziel, zielumgebung | alvo, alvos, destino | destinazione, obiettivo | цель, цели, целью, целевой | 目标 | ターゲット, 対象 | 대상, 타깃
service, services | service, services | servicio, servicios | dienst, service | serviço, serviços | servizio, servizi | сервис, сервиса, служба | 服务 | サービス | 서비스
input, inputs | saisie, entrée, champ de saisie | campo de entrada, datos de entrada, input | eingabe, eingabefeld, input | entrada, input | input, inserimento | ввод, ввода, поле ввода | 输入, 输入框 | 入力 | 입력
optimize, optimized, optimization | optimiser, optimisé, optimisation | optimizar, optimizado, optimización | optimieren, optimierung, optimiert | otimizar, otimizado, otimização | ottimizzare, ottimizzato, ottimizzazione | оптимизировать, оптимизация | 优化 | 最適化 | 최적화
save | sauvegarder, sauvegarde | guardar, guardado | speichern, gespeichert, sichern, gesichert | salvar, salvo | salvare, salvataggio | сохранить, сохранение, сохранять | 保存 | 保存 | 저장
prefix | préfixe | prefijo | präfix, prefix, vorangestellt | prefixo | prefisso | префикс, префикса | 前缀 | プレフィックス, 接頭辞 | 접두사, 프리픽스
combine, combined | combiner, combiné, combinaison | combinar, combinado, combinación | kombinieren, kombination, zusammenführen, zusammengeführt | combinar, combinado, combinação | combinare, combinato, combinazione | объединить, комбинировать, сочетать | 组合, 结合 | 組み合わせ, 組み合わせる | 결합, 조합
view, views | vues | vista, vistas | ansicht, view, views | view, visão | vista, viste | представление, представления | 视图 | ビュー | 보기, 뷰 컴포넌트
advanced | avancé, avancée, avancés | avanzado, avanzada | fortgeschritten, erweitert, advanced | avançado, avançada | avanzato, avanzata | продвинутый, продвинутые, продвинутая | 高级, 进阶 | 高度, 上級 | 고급
progress | progression, progrès, avancement | progreso, progresión | fortschritt, progress | progresso | progresso, avanzamento | прогресс, прогресса, ход выполнения | 进度, 进度条 | 進捗, 進行状況, プログレス | 진행률, 진행 상황
quick, quickstart, quick start | démarrage rapide, prise en main | inicio rápido, guía rápida | schnellstart, schnelleinstieg, quickstart, erste schritte | início rápido, guia rápido | avvio rapido, guida rapida | быстрый старт, быстрое начало | 快速入门, 快速开始, 快速上手 | クイックスタート, はじめに | 빠른 시작, 퀵스타트
resolve, resolved, resolution | résoudre, résolu, résolution | resolver, resuelto, resolución | auflösen, aufgelöst, auflösung, resolve | resolver, resolvido, resolução | risolvere, risolto, risoluzione | решить, решение, решена | 解决, 解析 | 解決 | 해결
scale, scaling | échelle, mise à l'échelle, évolutivité | escala, escalar, escalabilidad | skalieren, skalierbarkeit, maßstab, skala | escala, escalar, escalabilidade | scala, scalare, scalabilità | масштаб, масштабирование, масштабировать | 缩放, 扩容, 规模 | スケール, スケーリング, 拡大縮小 | 스케일링, 규모
layer, layers | couche, couches | capa, capas | schicht, layer | camada, camadas | strato, strati, layer | слой, слоя, слои, слоем | 图层, 分层 | レイヤー | 레이어, 계층
suggestion, suggestions, suggest | suggestion, suggestions, suggérer | sugerencia, sugerencias, sugerir | vorgeschlagen, vorschläge | sugestão, sugestões, sugerir | proposta, proposte | предложение, предложения, предложить | 建议 | 提案, サジェスト, 候補 | 제안, 추천
console | console | consola | konsole, console | console | console | консоль, консоли | 控制台输出, 终端 | コンソール | 콘솔
collection, collections | collection, collections | colección, colecciones | sammlung, collection, kollektion | coleção, coleções | collezione, raccolta | коллекция, коллекции | 集合 | コレクション | 컬렉션
structure, structured | structure, structurer, structuré | estructura, estructurar, estructurado | struktur, strukturiert | estrutura, estruturar, estruturado | struttura, strutturare, strutturato | структура, структуры, структурировать | 结构 | 構造 | 구조
app, application, applications | application, applications, appli | aplicación, aplicaciones, app | anwendung, app, applikation | aplicativo, aplicação, aplicações | applicazione, applicazioni, app | приложение | 应用, 应用程序 | アプリ, アプリケーション | 애플리케이션, 어플
context | contexte | contexto | kontext, context | contexto | contesto | контекст | 上下文, 语境 | コンテキスト, 文脈 | 컨텍스트, 문맥
include, included, inclusion | inclure, inclus, inclusion | incluir, incluido, inclusión | einbinden, eingebunden, enthalten, einschließen, inkludieren | incluir, incluído, inclusão | includere, incluso, inclusione | вставить, вставка | 包含, 引入 | 含める, インクルード | 포함
define, defined, definition, defining | définir, défini, définition | definir, definido, definición | definieren, definition, festlegen, festgelegt | definir, definido, definição | definire, definito, definizione | определить, определение, определять | 定义 | 定義 | 정의
write, writing, written, wrote | écrire, écrit, rédiger, rédaction | escribir, escrito, redactar | schreiben, geschrieben, schrieb, verfassen | escrever, escrito, escrita | scrivere, scritto | написать, писать, запись | 编写, 写入 | 書く, 記述, 書き込み | 작성, 쓰기
recommend, recommended, recommendation | recommander, recommandé, recommandation | recomendar, recomendado, recomendación | empfehlen, empfohlen, empfiehlt, empfehlung | recomendar, recomendado, recomendação | raccomandare, raccomandato, raccomandazione | рекомендовать, рекомендуется, рекомендация | 推荐, 建议 | 推奨, おすすめ | 권장, 추천
inline | inline, dans la ligne | inline, en línea | inline, eingebettet | inline, em linha | inline, in linea | встроенный, инлайн | 内联, 行内 | インライン | 인라인
output | sortie | salida | ausgabe, output, ausgegeben | saída | output | вывод, выходные данные | 输出 | 出力 | 출력
group, groups, grouping | groupe, grouper, regrouper | grupo, agrupar | gruppe, gruppieren, gruppiert | grupo, agrupar | gruppo, gruppi, raggruppare | группа, группы, группу, группировать | 分组, 群组 | グループ | 그룹
tip, tips | astuce, astuces, conseil | consejo, consejos | tipp, tipps, ratschlag | conselho, conselhos | consiglio, consigli | совет, советы, совета | 技巧, 小贴士 | ヒント, コツ | 요령, 꿀팁
tool, tools, tooling | outil, outils | herramienta, herramientas | werkzeug, werkzeuge, tool, tooling | ferramenta, ferramentas | strumento, strumenti | инструмент, инструменты | 工具 | ツール | 도구
clear | effacer, vider | limpiar, vaciar | leeren, geleert, löschen, bereinigen | limpar | svuotare, cancellare, pulire | очистить, очистка | 清除, 清空 | クリア, 消去 | 지우기, 초기화
message, messages | message, messages | mensaje, mensajes | nachricht, meldung, message | mensagem, mensagens | messaggio, messaggi | сообщение, сообщения | 消息 | メッセージ | 메시지
handle, handling, manage, management | gérer, gestion, traiter, traitement | gestionar, gestión, manejar, manejo | behandeln, verwalten, handhaben, handling, umgang | gerenciar, gerenciamento, gestão, tratar, tratamento | gestire, gestione | управлять, управление, обработка, обработать | 管理, 处理 | 管理, 処理 | 관리, 처리
valid, invalid, validate, validation | valide, invalide, valider, validation | válido, inválido, validar, validación | gültig, ungültig, validieren, validierung | válido, inválido, validar, validação | valido, non valido, validare, validazione | допустимый, недопустимый, валидный, валидация | 有效, 验证, 校验 | 妥当, バリデーション, 検証 | 유효, 유효성 검사, 검증
system, systems | système, systèmes | sistema, sistemas | system, systeme | sistema, sistemas | sistema, sistemi | система, системы, систему | 系统 | システム | 시스템
receive | recevoir, reçu | recibir, recibido | empfangen, empfängt, erhält | receber, recebido | ricevere, ricevuto | принимать, принять, приём | 接收, 收到 | 受信, 受け取る | 수신, 받기
check, checks | vérifier, vérification, contrôle | comprobar, verificar, verificación | prüfen, geprüft, überprüfen, überprüft, check | verificar, verificação, checar | verificare, verifica, controllo, controllare | проверить, проверка, проверять | 检查 | チェック, 確認 | 확인, 검사
overview | vue d'ensemble, présentation | descripción general, visión general | übersicht, überblick, overview | visão geral | panoramica | обзор | 概述, 概览 | 概要 | 개요
design | conception, design | diseño | design, gestaltung | design, desenho | design, progettazione | дизайн | 设计 | デザイン, 設計 | 디자인, 설계
basic, basics, fundamentals | notions de base, bases, fondamentaux | básico, conceptos básicos, fundamentos | grundlagen, grundlegend, basics | básico, noções básicas, fundamentos | nozioni di base, fondamenti | основы, базовый | 基础, 基本 | 基本, 基礎 | 기초
active, inactive | actif, active, inactif | activo, activa, inactivo | aktiv, aktive, aktiven, inaktiv | ativo, ativa, inativo | attivo, attiva, inattivo | активный, активная, неактивный | 激活, 活动 | アクティブ | 활성, 액티브
asset, assets | ressource, ressources | recurso, recursos | asset, ressource, statische dateien | assets, arquivos estáticos | risorsa, risorse, asset | ресурсы, ассеты | 资源, 静态资源 | アセット, リソース, 静的ファイル | 에셋, 리소스, 자산
fix, fixed | corriger, correction, réparer | corregir, arreglar, solucionar | beheben, behoben, korrigieren, reparieren, fix | corrigir, consertar | correggere, sistemare | исправить, исправление, починить | 修复, 解决 | 修正, 直す | 수정, 해결
practice, practices, best practice | bonne pratique, bonnes pratiques, pratique | buenas prácticas, práctica | best practice, bewährte methoden, praxis, vorgehensweise | boas práticas, prática | buone pratiche, pratica | лучшие практики, практика | 最佳实践, 实践 | ベストプラクティス, 実践 | 모범 사례, 실천
bar, bars | barre | barra | leiste, balken, bar | barra | barra | полоса, полосы | 工具栏, 导航栏, 状态栏 | バー | 막대, 표시줄
bottom | en bas, bas de page | abajo, parte inferior | unten, unteren, unterer, unterseite | parte inferior, embaixo | in basso, fondo | внизу, нижний, низ | 底部 | 下部, 一番下 | 하단, 아래쪽
concept, concepts | concept, concepts, notion | concepto, conceptos | konzept, begriff, concept | conceito, conceitos | concetto, concetti | концепция, концепции, понятие | 概念 | 概念 | 개념
standalone | autonome, indépendant | independiente, autónomo | standalone, eigenständig, unabhängig, alleinstehend | independente, autônomo | autonomo, standalone | автономный, отдельный | 独立 | スタンドアロン, 単体 | 독립형, 단독
missing | manquant, manquante, absent | falta, faltante, ausente | fehlenden, fehlender, nicht vorhanden, vermisst | faltando, ausente | mancante, manca | отсутствует, отсутствующий | 缺少, 缺失 | 欠落, 不足 | 누락
track, tracking | suivre, suivi | seguimiento, rastrear | verfolgen, verfolgt, nachverfolgen, tracking | rastrear, rastreamento | tracciare, tracciamento | отслеживать, отслеживание, трекинг | 跟踪, 追踪 | 追跡, トラッキング | 추적, 트래킹
move, moved | déplacer, déplacé | mover, movido, trasladar | verschieben, verschoben, bewegen, umziehen | mover, movido | spostare, spostato | переместить, перенести, перемещение | 移动 | 移動 | 이동
primary, main | principal, principale | principal | primär, primäre, main, hauptsächlich | principal | principale, primario | основной, главный | 主要 | メイン, 主要, プライマリ | 주요, 메인
parent, parents | parent | padre | übergeordnet, elternelement, elternkomponente, parent, eltern | pai, elemento pai | padre, genitore | родитель, родительский | 父级 | 親要素, 親コンポーネント | 부모, 상위
partial, partials | partiel, partielle | parcial | teilweise, partiell, partial | parcial | parziale | частичный, частично | 部分 | 部分, パーシャル | 부분
outline | contour, plan de la page | contorno | gliederung, outline, umriss, kontur | estrutura de tópicos, contorno | contorno, struttura della pagina | структура страницы | 大纲 | アウトライン | 아웃라인, 윤곽
accessible, accessibility, a11y | accessibilité, accessible | accesibilidad, accesible | barrierefrei, zugänglich, accessibility, a11y | acessibilidade, acessível | accessibilità, accessibile | доступность | 无障碍, 可访问性 | アクセシビリティ | 접근성
architecture | architecture | arquitectura | architektur, architecture | arquitetura | architettura | архитектура | 体系结构 | アーキテクチャ | 아키텍처
format, formats, formatting, formatted | format, formater, formatage, mise en forme | formato, formatear | format, formatieren, formatierung | formato, formatar, formatação | formato, formattare, formattazione | формат, форматирование, отформатировать | 格式, 格式化 | フォーマット, 書式, 形式, 整形 | 형식, 포맷
bundle, bundler, bundling | bundle, empaqueter, bundler | bundle, empaquetar, empaquetador | bundle, bundler, bündeln, gebündelt | bundle, empacotar, empacotador | bundle, bundler, impacchettare | бандл, бандлер | 打包, 打包工具 | バンドル, バンドラー | 번들, 번들러
argument, arguments | argument, arguments | argumento, argumentos | argument, argumente | argumento, argumentos | argomento, argomenti | аргумент, аргументы | 实参 | 引数 | 인수, 인자
brand, branding | marque, image de marque | marca | branding, marke, markenauftritt, markenname | marca | marchio, brand | бренд, брендинг | 品牌 | ブランド | 브랜드
product, products | produit, produits | producto, productos | produkt, produkte | produto, produtos | prodotto, prodotti | продукт, продукты | 产品 | 製品, プロダクト | 제품
word, words | mot, mots | palabra, palabras | wort, wörter, worte | palavra, palavras | parola, parole | слово, слова, слов | 单词, 词语 | 単語 | 단어
workflow, workflows | flux de travail, workflow | flujo de trabajo | workflow, arbeitsablauf, arbeitsabläufe | fluxo de trabalho | flusso di lavoro | рабочий процесс, воркфлоу | 工作流, 工作流程 | ワークフロー | 워크플로
replace, replacement | remplacer, remplacement | reemplazar, sustituir | ersetzen, ersatz, austauschen, ausgetauscht | substituir, trocar | sostituire, sostituzione | заменить, замена | 替换 | 置換, 置き換え | 대체, 바꾸기
broken | cassé, brisé | roto, rota | kaputt, defekt, fehlerhaft, funktioniert nicht, broken | quebrado, quebrada | rotto, rotta | сломан, сломанный, битый, битая | 损坏, 失效 | 壊れた, リンク切れ | 깨진, 손상
corrupt, corrupted, corrupting | corrompre, corrompu, corrompue, corrompt | corromper, corrompe, corrompido, corrompida, corrupto | beschädigen, beschädigt, korrupt, korrumpiert | corromper, corrompe, corrompido, corrompida | corrompere, corrotto, corrotta | повредить, повреждена, повреждён, испортить | 损毁, 数据损坏 | 破損, 破損する | 데이터 손상, 손상될
second, another | deuxième, second, seconde, un autre, une autre | segundo, segunda, otro, otra | zweiter, zweite, zweites, weiterer, weitere | segundo, segunda, outro, outra | secondo, seconda, un altro, un'altra | второй, вторая, второе, ещё один | 第二个, 另一个 | 2つ目, 二つ目, 別の | 두 번째, 또 다른
same | même, mêmes | mismo, misma, mismos, mismas | gleiche, gleichen, selbe, selben, dieselbe, denselben, dasselbe | mesmo, mesma, mesmos, mesmas | stesso, stessa, stessi | тот же, та же, то же, тот самый | 同一, 相同, 同一个 | 同じ | 같은, 동일한
appearance | apparence, aspect | apariencia, aspecto | aussehen, erscheinungsbild, optik | aparência | aspetto | внешний вид | 外观 | 外観, 見た目 | 외관
callback, callbacks | callback, fonction de rappel | callback, retrollamada | callback, rückruf, rückruffunktion | callback, retorno de chamada | callback, funzione di richiamo | колбэк, коллбэк, обратный вызов | 回调 | コールバック | 콜백
model, models | modèle, modèles | modelo, modelos | modell, modelle, sprachmodell | modelo, modelos | modello, modelli | модель, модели | 模型 | モデル | 모델
quota, quotas | quota, quotas | cuota, cuotas | kontingent, kontingente | cota, cotas | quota, quote | квота, квоты | 配额 | クォータ, 割り当て | 할당량
built-in, built in | intégré, intégrée | integrado, integrada, incorporado | eingebaut, integriert | integrado, integrada, embutido | integrato, incorporato | встроенный, встроенная | 内置 | 組み込み | 내장
proxy | mandataire | | | | | прокси, обратный прокси | 代理, 反向代理 | プロキシ, リバースプロキシ | 프록시, 리버스 프록시
timeout | délai d'attente, délai dépassé | tiempo de espera, tiempo límite | zeitüberschreitung, zeitlimit | tempo limite, tempo esgotado | tempo scaduto, tempo limite | таймаут, тайм-аут, время ожидания | 超时 | タイムアウト | 타임아웃, 시간 초과
debug, debugging | déboguer, débogage | depurar, depuración | debuggen, fehlersuche | depurar, depuração | | отладка, отлаживать | 调试 | デバッグ | 디버그, 디버깅
role, roles | rôle, rôles | rol | rolle, rollen | papel, papéis | ruolo, ruoli | роль, роли | 角色 | ロール, 役割 | 역할
module, modules | | módulo, módulos | modul | módulo, módulos | | модуль, модули | 模块 | モジュール | 모듈
middleware | | | | | | мидлвар, промежуточное по | 中间件 | ミドルウェア | 미들웨어
alias, aliases | | | | apelido | | алиас, псевдоним | 别名 | エイリアス, 別名 | 별칭, 앨리어스
payment, pay | paiement, payer | pago, pagar | zahlung, bezahlen | pagamento, pagar | pagamento, pagare | оплата, платёж, платеж | 支付, 付款 | 支払い, 決済 | 결제, 지불
subdomain | sous-domaine | subdominio | unterdomain | subdomínio | sottodominio | поддомен | 子域名, 二级域名 | サブドメイン | 하위 도메인, 서브도메인
memory | mémoire | memoria | arbeitsspeicher | memória | memoria | память | 内存 | メモリ, メモリー | 메모리
retry, retries | réessayer, nouvelle tentative, tentative, tentatives, relancer | reintentar, reintento, reintentos | erneut versuchen, wiederholen, wiederholung | tentar novamente, nova tentativa, tentativa, tentativas | riprovare, nuovo tentativo, tentativo | повтор, повторить, повторная попытка, попытка | 重试 | 再試行, リトライ | 재시도
responsive | adaptatif | adaptable, responsivo | responsiv | responsivo | responsivo | адаптивный | 响应式 | レスポンシブ | 반응형
crawler, crawl | robot d'indexation | rastreador, rastrear | crawlen | rastreador, rastrear | | краулер, поисковый робот | 爬虫, 抓取 | クローラー, クロール | 크롤러, 크롤링
wait, waits | attendre, attend, attente | esperar, espera | warten, wartet | esperar, espera | aspettare, aspetta, attesa | ждать, ждёт, ожидание | 等待 | 待つ, 待機 | 기다리, 대기
registry | registre | | | | | реестр, регистр | 仓库源, 镜像源, 注册表 | レジストリ | 레지스트리
monorepo, workspace | espace de travail | espacio de trabajo | arbeitsbereich | espaço de trabalho | area di lavoro | монорепозиторий, монорепо, рабочее пространство | 单体仓库, 工作区 | モノレポ, ワークスペース | 모노레포, 워크스페이스
concurrency, parallel | concurrence, parallèle, en parallèle | concurrencia, paralelo, en paralelo | nebenläufigkeit, gleichzeitig | concorrência, paralelo, em paralelo | concorrenza, parallelo, in parallelo | параллельно, одновременно, параллельность | 并发, 并行, 同时 | 並列, 同時, 並行 | 병렬, 동시
disk space, disk | espace disque, disque | espacio en disco, disco | speicherplatz, festplatte | espaço em disco, disco | spazio su disco, disco | место на диске, диск | 磁盘空间, 磁盘 | ディスク容量, ディスク | 디스크 공간, 디스크
unused | inutilisé, inutilisés, inutile | sin usar, no usados, no utilizados | unbenutzt, ungenutzt, nicht verwendet | não usados, não utilizados | inutilizzato, inutilizzati | неиспользуемые, ненужные | 未使用, 不用的 | 未使用, 使われていない | 사용하지 않는, 미사용
approve, approval | approuver, approbation, valider | aprobar, aprobación | genehmigen, genehmigung, freigeben, freigabe | aprovar, aprovação | approvare, approvazione | одобрить, одобрение, подтверждение | 批准, 审批 | 承認 | 승인
schedule, cron | planifier, planification, programmer | programar, programación, planificar | zeitplan, planen | agendar, agendamento | pianificare, pianificazione | расписание, по расписанию | 定时, 计划任务 | スケジュール, 定期実行 | 스케줄, 예약
timezone, time zone | fuseau horaire | zona horaria | zeitzone | fuso horário | fuso orario | часовой пояс | 时区 | タイムゾーン | 시간대, 타임존
priority | priorité, prioritaire | prioridad | priorität, vorrang | prioridade | priorità | приоритет | 优先级 | 優先度, 優先 | 우선순위
queue | file d'attente | cola | warteschlange | fila | coda | очередь | 队列 | キュー | 큐, 대기열
payload | charge utile | carga útil | nutzlast | carga útil | carico utile | полезная нагрузка | 负载, 载荷 | ペイロード | 페이로드
mock, mocking | simuler, bouchon | simular, simulación | attrappe | simular, simulação | simulare | замокать, мок, заглушка | 模拟 | モック | 목, 모킹
coverage | couverture | cobertura | abdeckung, testabdeckung | cobertura | copertura | покрытие | 覆盖率 | カバレッジ | 커버리지
snapshot, snapshots | instantané, instantanés | instantánea, instantáneas | schnappschuss | instantâneo | istantanea | снапшот, снимок | 快照 | スナップショット | 스냅샷
indent, indentation | indentation, indenter, retrait | sangría, indentación, indentar | einrückung, einrücken, einzug | indentação, recuo, indentar | indentazione, rientro | отступ, отступы, отступов | 缩进 | インデント, 字下げ | 들여쓰기
space, spaces, whitespace | espace, espaces | espacio, espacios | leerzeichen, leerraum | espaço, espaços | spazio, spazi | пробел, пробелы, пробелов | 空格 | スペース, 空白文字 | 공백
comma, commas | virgule, virgules | coma, comas | komma, kommas | vírgula, vírgulas | virgola, virgole | запятая, запятые, запятую | 逗号 | カンマ, コンマ | 쉼표, 콤마
quote, quotes | guillemet, guillemets, apostrophe | comilla, comillas | anführungszeichen | aspas, aspa | virgolette, apice | кавычки, кавычка | 引号 | 引用符, クォート | 따옴표
semicolon, semicolons | point-virgule | punto y coma | semikolon | ponto e vírgula | punto e virgola | точка с запятой | 分号 | セミコロン | 세미콜론
line, lines | ligne, lignes | línea, líneas | zeile, zeilen | linha, linhas | riga, righe | | 多行, 单行 | 複数行 | 줄
line break, newline | saut de ligne | salto de línea | zeilenumbruch | quebra de linha | a capo | перенос строки | 换行 | 改行 | 줄바꿈
character, characters | caractère, caractères | carácter, caracteres | zeichen | caractere, caracteres | | символ, символы, символов | 字符 | 文字 | 문자
last, trailing | dernier, dernière | último, última | letzte, letzten | último, última | ultimo, ultima | последний, последнего, последнем | 最后 | 最後, 末尾 | 마지막
ignore, ignored | ignorer, ignoré | ignorar, ignorado | ignorieren, ignoriert | ignorar, ignorado | ignorare, ignorato | игнорировать, игнорируется | 忽略 | 無視 | 무시
exclude, excluded | exclure, exclu | excluir, excluido | ausschließen, ausgeschlossen | excluir, excluído | escludere, escluso | исключить, исключение | 排除 | 除外, 外す | 제외
reset | réinitialiser, réinitialisation | restablecer, reiniciar, resetear | zurücksetzen, zurück | redefinir, resetar | reimpostare, ripristinare | сбросить, сброс, сбрасывать, сбрасываться | 重置 | リセット | 재설정
support, supported, supports | supporte, supportée, pris en charge | admite, compatible | unterstützt, unterstützen | compatível | supporta, supportato | поддерживает, поддерживается, поддерживаемые | 支持 | 対応 | 지원
case, uppercase, lowercase, insensitive | majuscule, majuscules, minuscule, minuscules, casse | mayúsculas, minúsculas | großschreibung, kleinschreibung, großbuchstaben, kleinbuchstaben | maiúsculas, minúsculas | maiuscole, minuscole | регистр, регистра | 大小写 | 大文字, 小文字 | 대소문자
subcommand, subcommands | sous-commande, sous-commandes | subcomando, subcomandos | unterbefehl, unterbefehle | subcomando, subcomandos | sottocomando, sottocomandi | подкоманда, подкоманду, подкоманды | 子命令 | サブコマンド | 하위 명령
command line, cli | ligne de commande | línea de comandos | kommandozeile, befehlszeile | linha de comando | riga di comando | командная строка, командной строки | 命令行 | コマンドライン | 명령줄
terminal | terminal | terminal | terminal | terminal | terminale | терминал | 终端 | ターミナル | 터미널
completion, autocomplete | complétion, autocomplétion | autocompletado | vervollständigung, autovervollständigung | autocompletar | completamento | автодополнение | 补全, 自动补全 | 補完 | 자동 완성
backup, recovery | sauvegarde, secours, récupération | respaldo, copia de seguridad, recuperación | sicherung, wiederherstellung | backup, recuperação | backup, ripristino | резервная копия, резервный, резервные, восстановление | 备份, 恢复 | バックアップ, 復旧, リカバリー | 백업, 복구
malicious, malware, vulnerability, vulnerabilities | malveillant, malveillants, vulnérabilité | malicioso, maliciosos, vulnerabilidad | schädlich, schad, schadsoftware, schwachstelle, sicherheitslücke | malicioso, maliciosos, vulnerabilidade | dannoso, vulnerabilità | вредоносный, вредоносные, уязвимость | 恶意, 漏洞 | 悪意, 脆弱性 | 악성, 취약점
increase, bump | augmenter, incrémenter | aumentar, incrementar | erhöhen | aumentar, incrementar | aumentare, incrementare | увеличить, повысить, поднять | 提高, 增加 | 上げる, 増やす | 늘리다, 올리다
spend, spending, usage, billing | dépenses, facturation, consommation | gasto, gastos, facturación, consumo | ausgaben, abrechnung, verbrauch | gastos, faturamento, cobrança | spesa, spese, fatturazione | расходы, расходов, биллинг | 费用, 账单, 用量 | 支出, 請求, 使用量 | 지출, 청구, 사용량
cancel, canceled, cancelled | annuler, annulé | cancelar, cancelado | abbrechen, abgebrochen, stornieren | cancelar, cancelado | annullare, annullato | отменить, отмена, отменят, отменяются | 取消 | キャンセル, 中止 | 취소
flaky, unstable | instable, instables | inestable, intermitente | instabil, wackelig | instável, intermitente | instabile | нестабильный, нестабильные, нестабильный | 不稳定 | 不安定 | 불안정
lock, lockfile | verrou, verrouillage, verrouiller | bloqueo, archivo de bloqueo | sperre, sperrdatei | arquivo de bloqueio | lucchetto | блокировка, лок-файл | 锁文件, 锁定 | ロック, ロックファイル | 잠금
expire, expires, expiration, expiry | expirer, expire, expiration | expirar, expira, caducar, caduca, caducidad | ablaufen, abgelaufen, ablauf, gültigkeit | expirar, expira, expiração | scadere, scade, scadenza | истекает, истечь, истечения, срок действия | 过期, 有效期 | 期限切れ, 有効期限, 失効 | 만료
duplicate, duplicates, duplicated | doublon, doublons, dupliqué, dupliqués | duplicado, duplicados | duplikat, duplikate, doppelt | duplicado, duplicados | duplicato, duplicati | дубликат, дубликаты, дублируются | 重复 | 重複 | 중복
delay, interval | délai, intervalle | retraso, intervalo, demora | verzögerung, intervall | atraso, intervalo | ritardo, intervallo | задержка, интервал | 延迟, 间隔 | 遅延, 間隔 | 지연, 간격
polling, poll | interrogation, sondage | sondeo | abfrage, abfragen, polling | polling, sondagem | polling | опрос, поллинг | 轮询 | ポーリング | 폴링
lifecycle | cycle de vie | ciclo de vida | lebenszyklus | ciclo de vida | ciclo di vita | жизненный цикл | 生命周期 | ライフサイクル | 수명 주기
naming, naming convention | nommage, convention de nommage | nomenclatura, convención de nombres | benennung, namenskonvention | nomenclatura, convenção de nomes | convenzione di denominazione | именование, соглашение об именовании | 命名 | 命名, 命名規則 | 명명
week, weekly | semaine, hebdomadaire | semana, semanal | woche, wöchentlich | semana, semanal | settimana, settimanale | неделя, неделю, еженедельно | 每周 | 毎週 | 매주
old, older | ancien, ancienne, anciennes, vieille | antiguo, antigua, viejo, vieja | alte, älter, ältere, älteren | antigo, antiga, velho, velha | vecchio, vecchia | старый, старые, старой, старых | 旧版, 老版本 | 古い | 오래된
read-only, readonly | lecture seule | solo lectura | schreibgeschützt | somente leitura | sola lettura | только для чтения | 只读 | 読み取り専用 | 읽기 전용
parser, parse | analyseur, parseur | analizador, parser | parser, parsen | analisador, parser | parser, analizzatore | парсер, разбор | 解析器 | パーサー | 파서
encrypt, encryption | chiffrer, chiffrement | cifrar, cifrado | verschlüsseln, verschlüsselung | criptografar, criptografia | crittografare, crittografia | шифровать, шифрование | 加密 | 暗号化 | 암호화
signature, signing, sign | signature, signer | firma, firmar | signatur, signieren | assinatura, assinar | firma, firmare | подпись, подписывать | 签名 | 署名 | 서명
storage | stockage | almacenamiento | speicherung, speicherort | armazenamento | archiviazione | хранилище | 存储 | ストレージ | 스토리지
rate limit, rate limits | limite de débit | límite de velocidad, límite de solicitudes | ratenlimit, ratenbegrenzung | limite de taxa | limite di frequenza | ограничение частоты, лимит запросов | 速率限制, 限流 | レート制限 | 속도 제한
worker, workers | worker, workers | trabajador, trabajadores | worker | worker | worker | воркер, воркеры | 工作线程 | ワーカー | 워커
watch, watch mode | surveiller, surveillance | observar, vigilar | überwachen, beobachten | observar, monitorar | osservare, monitorare | отслеживать, следить | 监听, 监视 | 監視, ウォッチ | 감시
report, reporter | rapport | informe, reporte | bericht | relatório | rapporto | отчёт, отчет, отчета | 报告 | レポート | 보고서
fail, fails, failed, failure | échouer, échoue, échec | fallar, falla, fallo | fehlschlagen, fehlgeschlagen | falhar, falha | fallire, fallisce | падает, провал, неудача | 失败 | 失敗 | 실패
crash, crashes | crash | bloqueo, se cuelga | absturz, abstürzen, stürzt | travar, trava | crash, arresto anomalo | падает, вылетает, крэш | 崩溃 | クラッシュ | 충돌
hang, stuck | bloqué, coincé, figé | colgado, atascado | hängt, hängen | travado, preso | bloccato | зависает, завис | 卡住, 挂起 | 固まる, 止まる | 멈춤
environment, environments | environnement | entorno | umgebung | ambiente | ambiente | окружение, среда | 环境 | 環境 | 환경
virtual environment, venv | environnement virtuel | entorno virtual | virtuelle umgebung | ambiente virtual | ambiente virtuale | виртуальное окружение | 虚拟环境 | 仮想環境 | 가상 환경
compare, comparison | comparer, comparaison | comparar, comparación | vergleichen, vergleich | comparar, comparação | confrontare, confronto | сравнить, сравнение | 比较 | 比較 | 비교
condition, conditional | condition, conditionnel | condición, condicional | bedingung, bedingt | condição, condicional | condizione | условие | 条件 | 条件 | 조건
loop | boucle | bucle | schleife | laço | ciclo | цикл | 循环 | ループ | 루프
remote | distant, à distance | remoto | entfernt | remoto | remoto | удалённый, удаленный | 远程 | リモート | 원격
session, sessions | session | sesión | sitzung | sessão | sessione | сессия | 会话 | セッション | 세션
viewport | fenêtre d'affichage | ventana gráfica | ansichtsfenster, viewport | janela de visualização | area di visualizzazione | область просмотра, вьюпорт | 视口 | ビューポート | 뷰포트
region, regions | région | región | region | região | regione | регион | 区域, 地区 | リージョン | 리전
file system, filesystem | système de fichiers | sistema de archivos | dateisystem | sistema de arquivos | | файловая система | 文件系统 | ファイルシステム | 파일 시스템
`;
